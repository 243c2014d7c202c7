# moves
