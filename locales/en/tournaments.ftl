## Tournaments (/tournament): Swiss (FIDE Dutch) and round robins run by the bot in a channel.

cmd-tournament = tournament
    .description = Tournaments: Swiss and round robins of correspondence games in this channel.
cmd-tournament-create = create
    .description = Announce a new tournament here (Manage Server or the director role).
    .game = game
    .game-description = The game played
    .format = format
    .format-description = Swiss, round robin, or double round robin
    .rounds = rounds
    .rounds-description = Swiss rounds (default 5)
    .time_per_move = time_per_move
    .time_per_move-description = Time per move, e.g. 3d (default: the bot's)
    .rated = rated
    .rated-description = Whether the games count on the leaderboards (default: yes)
    .max_players = max_players
    .max_players-description = The most entrants
    .start = start
    .start-description = Start by itself after this long, e.g. 2d (default: when the director says)
    .name = name
    .name-description = The tournament's name
    .vacation = vacation
    .vacation-description = Whether vacations stop the clocks of its games (default: yes)
    .round_deadline = round_deadline
    .round_deadline-description = Swiss: how long a round may last before the director adjudicates
    .group_size = group_size
    .group_size-description = Round robin: groups of at most this many, the best going to a final
    .advance = advance
    .advance-description = Round robin in groups: how many of each group go to the final (default 1)
    .tiebreaks = tiebreaks
    .tiebreaks-description = Tie-break codes in order, e.g. BH-C1, BH, SB, WIN, WON, DE, RTNG, ARO
cmd-tournament-join = join
    .description = Enter a tournament.
    .tournament = tournament
    .tournament-description = The tournament's id (default: the one in this channel)
cmd-tournament-leave = leave
    .description = Take your entry back (after the start: withdraw, your unfinished games forfeited).
    .tournament = tournament
    .tournament-description = The tournament's id (default: the one in this channel)
cmd-tournament-start = start
    .description = Close the entries and start the first round (the director).
    .tournament = tournament
    .tournament-description = The tournament's id (default: the one in this channel)
cmd-tournament-standings = standings
    .description = The standings so far, with a picture.
    .tournament = tournament
    .tournament-description = The tournament's id (default: the one in this channel)
cmd-tournament-pairings = pairings
    .description = A round's pairings and results.
    .round = round
    .round-description = The round (default: the latest)
    .tournament = tournament
    .tournament-description = The tournament's id (default: the one in this channel)
cmd-tournament-withdraw = withdraw
    .description = Withdraw a player: not paired again, unfinished games forfeited (the director).
    .player = player
    .player-description = The player to withdraw
    .tournament = tournament
    .tournament-description = The tournament's id (default: the one in this channel)
cmd-tournament-adjudicate = adjudicate
    .description = Decide an unfinished tournament game (the director).
    .game = game
    .game-description = The game's id
    .result = result
    .result-description = 1-0, 0-1, draw, or a forfeit: +/-, -/+, -/-
cmd-tournament-cancel = cancel
    .description = Call off a tournament that has not started (the director).
    .tournament = tournament
    .tournament-description = The tournament's id (default: the one in this channel)
cmd-tournament-list = list
    .description = This server's tournaments.
cmd-settings-director-role = director-role
    .description = The role whose members may run tournaments (besides those who manage the server).
    .role = role
    .role-description = The role (leave out to have none)
choice-format-swiss = Swiss (FIDE Dutch system)
choice-format-round-robin = round robin
choice-format-double-round-robin = double round robin
settings-director-role-set = Members of { $role } may now run tournaments here.
settings-director-role-cleared = Only those who manage the server may run tournaments here now.

console-kind-tournament = tournament

# $rounds: the Swiss's rounds.
tournament-format-swiss = Swiss, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
# $double: yes or no; $size: group size (0: no groups); $advance: how many of each group go to the final.
tournament-format-round-robin = { $double ->
    [yes] double round robin
   *[other] round robin
}{ $size ->
    [0] {""}
   *[other] {" "}in groups of at most { $size }, the best { $advance } of each to the final
}
# $name, $id, $game, $format, $time (per move), $director.
tournament-created = 🏆 **{ $name }** (`{ $id }`): { $game }, { $format }, { $time } a move, directed by { $director }.
tournament-rated = The games are rated.
tournament-unrated = The games are not rated.
tournament-no-vacation = Vacations do not stop the clocks of its games.
# $codes: the tie-breaks, in order.
tournament-tiebreaks = Tie-breaks: { $codes }.
tournament-starts-at = Starts by itself at { $at }.
tournament-round-time = Each round may last { $time }; then the director decides the games still going on.
# $count: entrants so far; $most: the limit (∞ for none).
tournament-entrants = { $count ->
    [one] 1 player
   *[other] { $count } players
} entered (at most { $most }).
tournament-footer = Press **Join** to enter, or `/{ cmd-tournament } { cmd-tournament-join } { cmd-tournament-join.tournament }:{ $id }`.
tournament-button-join = Join
tournament-button-standings = Standings

tournament-joined = ✅ { $player } entered **{ $name }** ({ $count ->
    [one] 1 player
   *[other] { $count } players
} so far).
tournament-joined-late = ✅ { $player } entered **{ $name }** late: paired from round { $round } (the rounds missed score nothing).
tournament-left = { $player } is no longer entered in **{ $name }** ({ $count ->
    [one] 1 player
   *[other] { $count } players
} left).
tournament-withdrawn = { $player } withdrew from **{ $name }**: not paired again; unfinished games are lost by forfeit.
tournament-started = **{ $name }** has started with { $count } players.
tournament-begins = 🏁 **{ $name }** begins: { $count } players, { $format }. Good luck!
tournament-cancelled = **{ $name }** is called off.
tournament-start-too-few = **{ $name }** could not start at its time: { $have } entered, { $need } needed. The director starts it with `/{ cmd-tournament } { cmd-tournament-start } { cmd-tournament-start.tournament }:{ $id }`.
# $group: a group's letter.
tournament-group = Group { $group }
tournament-final-stage-name = final
tournament-final-stage = The groups of **{ $name }** are over: the final begins.
tournament-round-paired = **{ $tournament }** (`{ $id }`), round { $round }:
# $group: "Group B" or "final".
tournament-round-paired-in = **{ $tournament }** (`{ $id }`), { $group }, round { $round }:
tournament-round-deadline = { $heading } (until { $deadline })
tournament-board = Board { $board }: { $white } – { $black } `{ $game }` { $result }
tournament-boards-more = …and { $count } more boards: `/{ cmd-tournament } { cmd-tournament-pairings }`
tournament-bye = { $player }: bye (1 point)
tournament-absent = { $player }: not paired (0 points)
tournament-rest = { $player }: rests this round
tournament-game-started = Tournament **{ $tournament }**, round { $round }: game `{ $game }` started, { $first } ({ $first_side }) against { $second } ({ $second_side }), { $time } a move.
tournament-result = **{ $name }**, round { $round }: { $white } { $result } { $black } (`{ $game }`)
tournament-unpairable = **{ $name }** ends early: no next round can be paired ({ $reason }).
tournament-adjudicated = Game `{ $game }` is decided: { $result }.
tournament-adjudicate-asked = **{ $name }**, round { $round }: the round's time is up with { $count ->
    [one] 1 game
   *[other] { $count } games
} still going on. Decide each with `/{ cmd-tournament } { cmd-tournament-adjudicate }`:
tournament-adjudicate-game = • `{ $game }`

tournament-standings = **{ $name }** (`{ $id }`): standings
tournament-final-standings = **{ $name }** (`{ $id }`): final standings
# $players: the winners (several when tied).
tournament-winner = 🏆 Winner: { $players }
# $rank: "1" or "2-3" when tied; $tiebreaks: "BH 12, SB 8.5"; $withdrawn: yes or no.
tournament-standings-row = { $rank }. { $player }: { $points }{ $tiebreaks ->
    [none] {""}
   *[other] {" "}({ $tiebreaks })
}{ $withdrawn ->
    [yes] {" "}(withdrawn)
   *[other] {""}
}
tournament-standings-more = …and { $count } more.
tournament-column-rank = #
tournament-column-player = Player
tournament-column-points = Points
# $round: a round's number in a column heading.
tournament-column-round = R{ $round }
tournament-list-empty = No tournament has been held here yet: a director starts one with `/{ cmd-tournament } { cmd-tournament-create }`.
tournament-list = { $count ->
    [one] 1 tournament
   *[other] { $count } tournaments
} here:
tournament-list-line = • **{ $name }** (`{ $id }`): { $game }, { $format }; { $state }, { $count ->
    [one] 1 player
   *[other] { $count } players
}
tournament-state-registration = taking entries
tournament-state-running = round { $round } being played
tournament-state-finished = finished
tournament-state-cancelled = called off

tournament-error-server-only = tournaments are run in a server's channel, not in direct messages
tournament-error-none-here = no tournament is going on here: `/{ cmd-tournament } { cmd-tournament-list }` lists this server's, and a director creates one with `/{ cmd-tournament } { cmd-tournament-create }`
tournament-error-which = several tournaments are going on: name one with `{ cmd-tournament-join.tournament }:` ({ $tournaments })
tournament-error-not-director = only a tournament director may do this: someone who may manage the server, a member of the director role (`/{ cmd-settings } { cmd-settings-director-role }`), or the tournament's creator
tournament-error-bad-rounds = a Swiss has 1 to { $most } rounds, not { $given }
tournament-error-bad-max-players = a tournament takes 2 to { $most } players, not { $given }
tournament-error-bad-groups = groups hold 3 to { $most } players and send fewer than that to the final (asked: groups of { $size }, { $advance } going through)
tournament-error-unknown-tiebreak = `{ $code }` is no tie-break: use the codes { $codes }
tournament-error-name-too-long = a tournament's name has at most { $most } characters (this one has { $chars })
tournament-error-entries-closed = tournament `{ $id }` takes no more entries
tournament-error-full = tournament `{ $id }` is full ({ $count } players)
tournament-error-already-in = you are entered in tournament `{ $id }` already
tournament-error-not-in = that player is not entered in tournament `{ $id }`
tournament-error-already-started = tournament `{ $id }` has started already
tournament-error-not-started = tournament `{ $id }` has not started yet: its director starts it with `/{ cmd-tournament } { cmd-tournament-start }`
tournament-error-too-few = { $have } entered, and a tournament needs at least { $need } players
tournament-error-too-many = { $have } players are too many for one round robin (at most { $most }): create it with `{ cmd-tournament-create.group_size }`, or as a Swiss
tournament-error-not-a-tournament-game = game `{ $game }` is not a tournament game
tournament-error-game-over = game `{ $game }` is over already: its result stands
tournament-error-no-such-round = there is no round { $round }: { $last ->
    [0] none has been paired yet
    [one] only round 1 has been paired
   *[other] rounds 1 to { $last } have been paired
}
tournament-error-unpairable = the next round cannot be paired: { $reason }
tournament-error-no-such-tournament = there is no tournament `{ $text }`; `/{ cmd-tournament } { cmd-tournament-list }` lists this server's
tournament-error-bad-result = `{ $text }` is no result: write 1-0, 0-1, draw, or for a forfeit +/-, -/+ or -/-
views-help-tournaments = `/{ cmd-tournament } { cmd-tournament-list }|{ cmd-tournament-join }` — tournaments in a channel
tournament-column-group = Group
tournament-picture-withdrawn = { $player } (withdrawn)
tournament-picture-title = { $name }: standings
tournament-picture-final-title = { $name }: final standings
tournament-picture-subtitle = { $game } · { $format } · { $count ->
    [one] 1 player
   *[other] { $count } players
}
