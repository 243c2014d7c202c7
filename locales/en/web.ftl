## Web pages: turning them on and off (/settings web), and the words of the pages.

cmd-settings-web = web
    .description = Publish this server's games and leaderboards on the web, or take them down.
    .enabled = enabled
    .enabled-description = on or off
# $url: the address of the server's page.
views-web-on = This server's pages are published at { $url } — anyone with the address can see its games and leaderboards. `/{ cmd-settings } { cmd-settings-web } off` takes them down at once.
views-web-off = This server's pages are taken down: their addresses lead nowhere now. Turning them on again gives them new addresses.
error-no-web-pages = this bot has no web pages: its operator has not set them up (`[web]` in its configuration)
web-moves = Moves
web-players = Players
# $time: the time each player has for a move.
web-time-per-move = Time per move: { $time }
web-start-position = Start position
# $number: how many moves were played before the position shown.
web-after-move = After move { $number }
web-first = Start
web-previous = Previous
web-next = Next
web-last = Last
web-keys = Use the ← and → keys to step through the moves.
web-record = Download the record
web-replay = Download the replay (GIF)
web-server-title = Games and leaderboards
web-active = Games going on
web-finished = Recently finished
web-tournaments = Tournaments
web-leaderboards = Leaderboards
web-no-games = No games yet.
web-not-found = Nothing here: the address is wrong, or the server took its pages down.
web-bad-request = This address cannot be read.
web-language = Language
web-view = View on the web
web-analysis = Analysis
