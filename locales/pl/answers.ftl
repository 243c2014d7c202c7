# Odpowiedzi usługi: odpowiedzi na polecenia i powiadomienia.

thread-title = { $game } · { $kind } · { $first } kontra { $second }
