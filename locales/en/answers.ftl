# The service's answers: replies to commands and notices.

# The title of a game's thread: "K7Q2 · Xiangqi · alice vs bob".
thread-title = { $game } · { $kind } · { $first } vs { $second }
