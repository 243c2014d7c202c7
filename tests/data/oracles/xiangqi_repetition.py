"""Fairy-Stockfish's Xiangqi game-end judgement, as a test oracle for kibitz (run as a separate
process by tests/rules/xiangqi_repetition.rs; pyffish is GPL-3 and never linked into the bot).

Reads one JSON request per line: {"fen": ..., "moves": [ICCS moves, ranks 0-9]}. Writes one
JSON line per request: for every prefix of the moves (0 … n), [ended, value] of
is_optional_game_end for the side to move, or null where that side has no legal move.
The variant is Fairy-Stockfish's xiangqi with the 60-move rule (its own default is 50).
"""
import json
import sys

import pyffish as sf

sf.load_variant_config("[xiangqi60:xiangqi]\nnMoveRule = 60\n")
VARIANT = "xiangqi60"


def uci(move):
    # kibitz ranks are 0-9, UCI here 1-10.
    return "%s%d%s%d" % (move[0], int(move[1]) + 1, move[2], int(move[3]) + 1)


for line in sys.stdin:
    line = line.strip()
    if not line:
        continue
    request = json.loads(line)
    fen = request["fen"]
    moves = [uci(m) for m in request["moves"]]
    answers = []
    for k in range(len(moves) + 1):
        prefix = moves[:k]
        if not sf.legal_moves(VARIANT, fen, prefix):
            answers.append(None)
            continue
        ended, value = sf.is_optional_game_end(VARIANT, fen, prefix)
        answers.append([bool(ended), int(value)])
    sys.stdout.write(json.dumps(answers) + "\n")
    sys.stdout.flush()
