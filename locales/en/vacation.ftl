## Vacations (/vacation): days on which a player's clocks stand still.

cmd-vacation = vacation
    .description = Go on vacation, come back, or see your days: your clocks stand still while you are away.
cmd-vacation-start = start
    .description = Stop the clocks of all your games for some days (you come back with your first move).
    .days = days
    .days-description = How many days (default: all the days you have left this year)
cmd-vacation-end = end
    .description = Come back from vacation now: your clocks go on with the time they had left.
cmd-vacation-status = status
    .description = Whether you are on vacation, and the days you have left this year.
cmd-settings-vacation-days = vacation-days
    .description = The most vacation days a year that stop the clocks of this server's games.
    .days = days
    .days-description = Days a year (0: no vacations in this server's games)
# $until: when the vacation's days run out; $days: days it costs if it runs its course; $left: days left this year after it; $stopped: clocks stopped now.
vacation-started = 🌴 You are on vacation until { $until } ({ $days ->
    [one] 1 day
   *[other] { $days } days
}; { $left ->
    [one] 1 day
   *[other] { $left } days
} left this year after it). { $stopped ->
    [0] No clock of yours was running: games that become your turn start with the clock stopped.
    [one] The clock of 1 game is stopped; games that become your turn start with the clock stopped.
   *[other] The clocks of { $stopped } games are stopped; games that become your turn start with the clock stopped.
} Your opponents can still move.
vacation-how-to-end = Your first move in any game ends the vacation (or `/{ cmd-vacation } { cmd-vacation-end }`); each vacation costs whole days started, at least 1.
# $days: days the vacation cost; $left: days left this year.
vacation-ended = 🌴 Welcome back: your vacation is over ({ $days ->
    [one] 1 day used
   *[other] { $days } days used
}, { $left ->
    [one] 1 day
   *[other] { $left } days
} left this year). Your clocks go on with the time they had left.
vacation-ended-by-move = 🌴 That move ended your vacation ({ $days ->
    [one] 1 day used
   *[other] { $days } days used
}, { $left ->
    [one] 1 day
   *[other] { $left } days
} left this year): your other clocks go on with the time they had left.
# $player is on vacation; $days: days they have left this year once it has run its course.
vacation-away-stopped = 🌴 { $player } is on vacation until { $until } ({ $days ->
    [one] 1 day
   *[other] { $days } days
} left this year); the clock of game { $game } is stopped.
vacation-away-running = 🌴 { $player } is on vacation until { $until } ({ $days ->
    [one] 1 day
   *[other] { $days } days
} left this year), but this server's vacation days are used: the clock of game { $game } runs.
vacation-away = 🌴 { $player } is on vacation until { $until } ({ $days ->
    [one] 1 day
   *[other] { $days } days
} left this year); when it is their turn in game { $game }, their clock will stand still.
vacation-back = 🌴 { $player } is back from vacation: their clock in game { $game } runs again ({ $left } left).
# To the player whose clock ran out: $stopped clocks in all are stopped.
vacation-automatic = 🌴 Your time in game { $game } ran out, so you are on vacation instead, until { $until } ({ $left ->
    [one] 1 day
   *[other] { $left } days
} left this year; { $stopped ->
    [one] 1 clock stopped
   *[other] { $stopped } clocks stopped
}). When you come back you will have a little time left in game { $game }.
vacation-clock-runs = ⏰ Your vacation is over: your clock in game { $game } runs again — { $left } left (deadline { $deadline }).
vacation-status-on = 🌴 You are on vacation until { $until } ({ $left ->
    [one] 1 day
   *[other] { $left } days
} left this year after it); { $stopped ->
    [0] no clock of yours is stopped right now.
    [one] the clock of 1 game is stopped.
   *[other] the clocks of { $stopped } games are stopped.
}
vacation-status-off = You are not on vacation. This year you used { $used ->
    [one] 1 day
   *[other] { $used } days
} of { $per_year }: { $left ->
    [one] 1 day is
   *[other] { $left } days are
} left (renewed on 1 January). Start one with `/{ cmd-vacation } { cmd-vacation-start }`.
vacation-status-server = On this server, vacations stop the clocks for at most { $days ->
    [one] 1 day
   *[other] { $days } days
} a year.
vacation-status-automatic = If you are about to lose on time with days left, your vacation starts by itself instead.
vacation-status-no-automatic = Vacations do not start by themselves here: a clock that runs out loses the game.
vacation-server-off = Vacations no longer stop the clocks of this server's games.
vacation-server-days = Vacations now stop the clocks of this server's games for at most { $days ->
    [one] 1 day
   *[other] { $days } days
} a year (the bot allows { $per_year }).
# Notice to the next player, who is on vacation: their clock stands still until $until.
play-your-move-paused = Your move in game { $game } ({ $player } played { $move }{ $check ->
    [yes] , check
   *[no] {""}
}). You are on vacation: your clock stands still until { $until }.
views-status-to-move-paused = { $side } to move ({ $player }) · move { $number } · clock stopped for a vacation ({ $left } left, until { $until })
views-turn-yours-paused = ▶ **your turn** — 🌴 clock stopped until { $until }
views-turn-theirs-paused = { $player }'s turn — 🌴 on vacation until { $until }
views-help-vacation = `/{ cmd-vacation } { cmd-vacation-start }|{ cmd-vacation-end }|{ cmd-vacation-status }` — stop your clocks while you are away
console-usage-vacation = usage: vacation start [DAYS] | vacation end | vacation status
console-usage-vacation-days = usage: vacation-days DAYS (0 to 366; 0: no vacations in this server's games)
error-vacations-off = vacations are turned off on this bot: move before your deadlines
error-vacation-days = a vacation of { $asked } days cannot be: ask for 1 to { $most } days, or leave the number out to take all the days you have left
error-vacation-days-left = you have only { $left ->
    [one] 1 day
   *[other] { $left } days
} of vacation left this year: ask for at most that, or leave the number out
error-on-vacation-already = you are on vacation already, until { $until }: `/{ cmd-vacation } { cmd-vacation-end }` ends it
error-no-vacation-days-left = you have used all your { $per_year } vacation days this year; they are renewed on 1 January
error-not-on-vacation = you are not on vacation: `/{ cmd-vacation } { cmd-vacation-start }` starts one
console-kind-vacation = vacation
