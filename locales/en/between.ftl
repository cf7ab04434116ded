## Between turns, at every game's table: the time bank, civil disorder, a player's profile.

bank-paid = ⏳ { $name }'s deadline passed, and the time bank paid { $days ->
        [one] a day
       *[other] { $days } days
    }: the deadline is now { $when }. Left: { $extension } extension { $extension ->
        [one] day
       *[other] days
    } for this game, { $vacation } vacation { $vacation ->
        [one] day
       *[other] days
    } this month.
bank-paid-dm = ⏳ Your deadline in game #{ $game } ({ $channel }) passed, so your time bank paid { $days ->
        [one] a day
       *[other] { $days } days
    }: the deadline is now { $when }. Left: { $extension } extension and { $vacation } vacation days. `!dq bank off` refuses the bank, at every game.
bank-on = ⏳ Your time bank pays again when a deadline of yours passes, at every game.
bank-off = ⏳ Your time bank is refused at every game: when a deadline of yours passes, the bot takes the turn at once. `!dq bank on` takes it again.
bank-set = ⏳ The organiser set this game's time bank: { $extension } extension { $extension ->
        [one] day
       *[other] days
    } a player for the game, { $vacation } vacation { $vacation ->
        [one] day
       *[other] days
    } a month.
bank-terms = ⏳ Time bank: { $extension } extension { $extension ->
        [one] day
       *[other] days
    } a player for this game, { $vacation } vacation { $vacation ->
        [one] day
       *[other] days
    } a month. When a deadline passes it pays a day before the bot takes the turn.
bank-closed = ⏳ This game has no time bank: a deadline passes as it falls. The organiser opens one with `!dq bank days N` (extension days a player for the game) and `!dq bank vacation N` (vacation days a month).
bank-seat = • { $name }: { $off ->
        [yes] refuses the bank
       *[no] { $extension } extension, { $vacation } vacation days left
    }
bank-away = ⏳ { $days ->
        [one] 1 vacation day
       *[other] { $days } vacation days
    } drawn from the time bank; { $vacation } left this month.

disorder-fell = 🤖 { $name } has let { $count ->
        [one] a deadline pass
       *[other] { $count } deadlines pass in a row
    }: the seat falls to the computer player, which plays it to the end of the game (civil disorder). { $organiser } can allow { $name } back with `!dq restore { $name }`.
disorder-fell-dm = 🤖 You let { $count } deadlines pass in a row in game #{ $game } ({ $channel }): the computer player now plays your seat. The organiser can allow you back (`!dq restore`); ask in the channel when you can play again.
disorder-fell-organiser = 🤖 In game #{ $game } ({ $channel }), { $name } has let { $count } deadlines pass in a row: the computer player now plays the seat. `!dq restore { $name }` gives it back; `!dq replace { $name } NEW_PLAYER` hands it on.
disorder-refused = 🤖 { $name }, your seat is played by the computer (civil disorder) after the deadlines you let pass. The organiser can allow you back: `!dq restore` followed by your name.
disorder-restore-not = { $name }'s seat is not in civil disorder.
disorder-restored = 👋 The organiser has allowed { $name } back: the seat is theirs to play again.
disorder-back-dm = 👋 The organiser has allowed you back into game { $game }. While the computer played your seat:
disorder-back-dm-nothing = 👋 The organiser has allowed you back into game { $game }. Nothing happened while the computer played your seat.
status-disorder = 🤖 { $name }'s seat is played by the computer (civil disorder) until the organiser allows them back.

profile-title = 📇 { $name }: { $games ->
        [one] 1 game
       *[other] { $games } games
    }, from the stored logs.
profile-kind = • { $kind ->
        [raiders] Dungeon Raiders
        [dungeoneer] Hollowdeep
       *[dungeonquest] DungeonQuest
    }: { $finished } finished, { $running } running, { $left } left or handed on; median answer { $median }
profile-no-answers = none yet
profile-deadlines = • Deadlines: { $answers } answers, { $missed } missed ({ $met }% met); time bank days used: { $bank }
profile-disorder = • Seats fallen to the computer (civil disorder): { $count }
profile-fair = Time away and vacation are not held against anyone; nothing here changes a rating.
leaderboard-disorder = {" · "}🤖 { $count ->
        [one] 1 seat
       *[other] { $count } seats
    } fell to the computer (civil disorder)

sub-wanted = 🙋 A substitute is wanted for { $name }'s seat: anyone not seated here can take it with `!dq sub`.
sub-cancelled = The call for a substitute for { $name }'s seat is withdrawn.
sub-already = A substitute is already wanted for { $name }'s seat.
sub-none-for = No substitute is wanted for { $name }'s seat.
said-in-channel = Done: the channel has been told.
sub-not-running = A substitute can be called for only while the game runs.
sub-seated = You already sit at this game: `!dq sub` is for someone who does not.
sub-none = No substitute is wanted at this game now.
sub-which = Substitutes are wanted for several seats: { $names }. Say which: `!dq sub NAME`.
sub-status = 🙋 A substitute is wanted for: { $names } (`!dq sub` to take the seat).
expected-sub = nothing (to take the seat a substitute is wanted for), a seat's player, or the organiser's `wanted NAME` or `cancel NAME`
reminder-last = Everyone else has played: you are the last one the table waits on.
profile-require = { $min ->
        [0] 📇 The organiser asks no record of whoever joins.
       *[other] 📇 The organiser asks of whoever joins a record of at least { $min }% of deadlines met (`!dq profile`); a player with no record yet is welcome.
    }
profile-require-refused = 📇 This game asks of whoever joins a record of at least { $min }% of deadlines met, and yours shows { $met }% (`!dq profile`). Ask its organiser.
expected-require = a share of deadlines met, 0 to 100 (0: none), e.g. `!dq require 80`
computer-join-started = The computer player takes a seat before the start (`!dq join bot`); once the game runs, `!dq replace` hands a seat over.
status-computer = 🤖 { $name } is a computer player: the bot plays its seat.
computer-start-alone = Every seat is a computer player's: at least one person must sit at the table (`!dq join`).
sub-not-wanted = No substitute is wanted for { $name }'s seat. Wanted: { $names } (`!dq sub NAME`).
profile-none = 📇 { $name } has no record here yet: no game stored, no deadline kept or missed.

# A later notice at a game, edited into the first since the player last played there.
ping-kept = _Notice { $count } from game { $game } since you last played there: this one message is kept up to date instead of another being sent._

# The welcome back when what happened meanwhile does not fit one message.
welcome-left-out = _({ $count } earlier { $count ->
        [one] line is
       *[other] lines are
    } left out here: `!dq log` has every one.)_
