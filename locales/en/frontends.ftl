# The front ends' own words: the Discord bot's (src/discord/) and the console's (src/console/),
# and the answers to /language and /settings language.

## Languages

# A language, named in itself, from its tag (what /language and /settings language store).
language-name = { $tag ->
    [en] English
    [it] Italiano
    [es] Español
    [pl] Polski
    [zh-CN] 简体中文
    [zh-TW] 繁體中文
   *[other] { $tag }
}
# /language with a language ($language is its name).
language-personal-set = Your language is now { $language }: answers only you see and your direct messages use it. `/language auto` follows your Discord app again.
# /language auto.
language-personal-auto = Answers only you see and your direct messages now follow your Discord app's language.
# /settings language with a language ($language is its name).
language-server-set = What kibitz posts in this server's channels (boards, challenges, notices) is now in { $language }.
# /settings language auto.
language-server-auto = What kibitz posts in this server's channels now follows the server's primary language in Discord.

## Discord

# /challenge with a time_per_move that is not a duration; $text is what was typed.
discord-time-per-move-unreadable = '{ $text }' is not a time per move: write it like 12h, 3d or 1d 12h
# /challenge with a level but a person as opponent (the option names as in commands.ftl).
discord-level-needs-computer = `level` is for games against the computer: leave `opponent` empty, or choose the bot itself
# A /settings command by a member without Manage Server.
discord-not-allowed = Only members who may manage this server can change its settings.
# A server's command sent from a direct message.
discord-server-only = This command works only in a server.
# Anything but a slash command reaching a command.
discord-slash-only = kibitz only answers slash commands: type / to see them.
# A command or button while the bot shuts down.
discord-shutting-down = The bot is restarting; try again in a minute (nothing was changed).
# An option Discord sent that could not be read; $input is what was sent.
discord-option-unreadable = I could not read '{ $input }': check the command's options and try again.
discord-options-unreadable = I could not read the command's options: check them and try again.
# An internal failure: $id ties the apology to the log line.
discord-apology = Sorry, something went wrong on our side and nothing was changed by this command. If it happens again, tell the bot's admin and quote error id `{ $id }`.

## Console (kibitz local). Command words (challenge, move, press…) are typed as they are.

# First line of an interactive session.
console-welcome = kibitz local — type `help` for commands, `quit` to leave. You are { $user }.
# A line of input that is not UTF-8.
console-not-utf8 = error: that line is not UTF-8 text, so it was ignored: type it again in UTF-8
# A refusal; $message is the reason.
console-error = error: { $message }
# An internal failure; $error is its detail (English, as in the log).
console-internal-error = internal error: { $error }
# The clock's check failed with a reason the user can read.
console-clock-error = clock: { $message }
# After `advance`: the console's time now.
console-clock = clock: { $time }
# After `switch`.
console-now-typing = now typing as { $user }
# After `lang`: $language is the language's name, $tag its tag.
console-language = language: { $language } ({ $tag })
# `moves` found nothing matching.
console-no-moves = no moves to suggest
# A game started: $title is the game's title.
console-started = started: { $title }
# Where a board picture was written.
console-picture = picture: { $path }
console-picture-failed = could not write { $path }: { $error }
# The buttons under a reply; each is a console-button, two spaces apart.
console-buttons = buttons: { $buttons }
# One button: its label and the line that presses it.
console-button = [{ $label }] press { $id }
# A notice for another player: how it reaches them, what kind of news, and its text.
console-notice = notice to { $player } ({ $how }, { $kind }): { $text }
console-how-mention = mention
console-how-dm = dm
console-how-quiet = quiet
console-kind-your-turn = your turn
console-kind-reminder = reminder
console-kind-time-loss = time loss
console-kind-draw-offered = draw offered
console-kind-takeback-asked = take-back asked
console-kind-challenged = challenged
console-kind-challenge-expired = challenge over
console-kind-game-over = game over
console-kind-computer-moved = computer moved
console-kind-offer-answered = offer answered
# Refusals of what was typed.
console-unknown-command = unknown command '{ $command }': type `help`
console-bad-name = '{ $name }' is not a name: use letters, digits, '-' or '_'
console-bad-duration = '{ $text }' is not a length of time: write it like 2d, 5h or 30m (at most 1000 years)
console-two-sides = two sides given (the second is '{ $side }'): say one
console-unknown-language = '{ $text }' is not a language kibitz speaks: use one of en, it, es, pl, zh-CN, zh-TW
# How to write a command, after a mistake.
console-usage-switch = usage: switch NAME
console-usage-advance = usage: advance DURATION (2d, 5h, 30m)
console-usage-challenge = usage: challenge OPPONENT|open GAME [SIDE] [TIME]
console-usage-challenge-computer = usage: challenge computer GAME [LEVEL 1-8] [SIDE] [TIME]
console-usage-move = usage: move [GAME] MOVE
console-usage-draw = usage: draw offer|accept|decline [GAME]
console-usage-takeback = usage: takeback ask|accept|decline [GAME]
console-usage-leaderboard = usage: leaderboard GAME [server|global]
console-usage-rules = usage: rules GAME
console-usage-notify = usage: notify mention|dm|none
console-usage-threads = usage: threads on|off
console-usage-xiangqi-repetition = usage: xiangqi-repetition end|refuse
console-usage-press = usage: press BUTTON-ID
# After the bot's /help, the console's own commands.
console-help =
    Console commands (prefix a line with `name>` to type it as that user, or `switch name`):
      challenge OPPONENT|open GAME [first|second|random|COLOUR] [TIME]   e.g. challenge bob xiangqi red 1d
      challenge computer GAME [LEVEL 1-8] [SIDE] [TIME]   e.g. challenge computer xiangqi 5 (default level 3)
      accept [ID]   decline [ID]   cancel [ID]
      move [GAME] MOVE            moves [GAME] [TYPED]   (legal moves matching TYPED)
      board [GAME] [SIDE]         games
      resign [GAME]               draw offer|accept|decline [GAME]   takeback ask|accept|decline [GAME]
      export [GAME]               leaderboard GAME [server|global]   stats [NAME]   rules GAME
      note [GAME] [TEXT]          a private note on a game (without TEXT: your notes)
      vacation start [DAYS]|end|status   vacation-days DAYS   (your clocks stand still while away)
      conditional add|list|clear [GAME] [LINE]   if the opponent plays X, answer Y at once (only you see it)
      notify mention|dm|none      threads on|off   press BUTTON-ID   lang [en|it|es|pl|zh-CN|zh-TW]
      advance DURATION            (move the clock: 2d, 5h, 30m)   tick   quit
