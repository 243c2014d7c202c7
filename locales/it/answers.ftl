# Le risposte del servizio: repliche ai comandi e avvisi.

thread-title = { $game } · { $kind } · { $first } contro { $second }
