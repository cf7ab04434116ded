## Hollowdeep at the table: seats, choices, the organiser's tools, and what the table says
## at every game in this game's words (`Kind::texts`: hollowdeep).

hollowdeep-welcome = 🕯️ A game of **Hollowdeep** is open here (Dungeoneer's rules, with a card set of our own): 2 to { $max } players, { $seats } seated so far. Type `!dq join` to take a seat. The organiser may set `!dq set round_limit 40`, `!dq set turn_hours 24` and `!dq set window_hours 12`, then `!dq start`: heroes, quests and hands are dealt at random.
hollowdeep-parse-unknown = That is not a Hollowdeep command. Try `move north`, `explore`, `place A`, `play 2`, `attack 2 ana melee`, `respond 3 on 1`, `pass` or `end`.
hollowdeep-played-by-dm = { $what ->
        [answer] Standing answers are private: send `answer …` to the bot by DM, not in the channel.
       *[respond] Your answer in the Response window is sealed until it closes: send `respond …` or `pass` to the bot by DM, not in the channel.
    }
hollowdeep-table-joined = { $name } takes a seat ({ $seats } of { $max }).
hollowdeep-table-left = { $name } leaves the table.
hollowdeep-table-undone = ↩️ The organiser took back the last { $count ->
        [one] input
       *[other] { $count } inputs
    }.
hollowdeep-table-for-absent = the clock, for { $name }
hollowdeep-table-bot-plays = 🤖 The bot plays for { $name }.
hollowdeep-table-abandoned = 🛑 The organiser ended the game. { $reason }
hollowdeep-table-organiser = the organiser
hollowdeep-table-sealed = a sealed answer
hollowdeep-table-replaced = 🔁 { $name } takes over { $old }'s seat, with its hero, hand and quests.
hollowdeep-table-replaced-setup = 🔁 { $name } takes { $old }'s seat.
hollowdeep-table-removed = The organiser takes { $name } out of the game.
hollowdeep-table-paused = ⏸️ The organiser has paused the game: no deadline runs and nothing is played until `!dq resume`.
hollowdeep-table-resumed = ▶️ The game goes on{ $deadline ->
        [yes] : its deadline runs on where it stopped.
       *[no] .
    }
hollowdeep-table-extended = ⏳ The organiser gives this wait { $hours } more { $hours ->
        [one] hour
       *[other] hours
    }.
hollowdeep-off = off
hollowdeep-settings = ⚙️ Settings: round limit { $rounds } · hours per turn { $hours } · hours per Response window { $window } · reminder { $reminder ->
        [0] off
        [one] after { $reminder } hour
       *[other] after { $reminder } hours
    }{ $missed }{ $remind }.
hollowdeep-settings-missed = {" · "}a seat falls to the computer after { $count } missed deadlines in a row
hollowdeep-settings-remind = {" · "}at a deadline, a reminder (the bot plays only for players away)
hollowdeep-settings-missed-off = {" · "}missed deadlines never hand a seat to the computer (`missed_turns_limit off`)
hollowdeep-settings-autopilot = {" · "}at a deadline, the bot plays for the late player (`on_deadline autopilot`)
hollowdeep-refuse-game-over = The game is over.
hollowdeep-refuse-already-started = The game has already started.
hollowdeep-refuse-not-started = The game has not started yet.
hollowdeep-refuse-no-seat = You have no seat in this game.
hollowdeep-refuse-organiser-only = Only the organiser may do that.
hollowdeep-refuse-seated = You have a seat at this table already.
hollowdeep-refuse-full = All { $max } seats are taken.
hollowdeep-refuse-not-seated = You have no seat at this table: `!dq join` takes one before the start.
hollowdeep-refuse-leave-started = The game has started: seats stay as they are. The organiser may `!dq end` it.
hollowdeep-refuse-nobody = Nobody has a seat yet: `!dq join` first (Hollowdeep takes 2 to 4 players).
hollowdeep-refuse-undo-none = There is nothing to take back.
hollowdeep-refuse-undo-replace = That would take back a replacement: the new player has already been sent the seat's hand, so it cannot be unseen. To give the seat back, use `!dq replace` again.
hollowdeep-refuse-undo-drawn = That would take back cards someone has already drawn and seen: the same draws would come again, known in advance. Undo fewer inputs.
hollowdeep-refuse-paused = The game is paused: nothing is played until `!dq resume`.
hollowdeep-refuse-paused-already = The game is paused already (`!dq resume` starts it again).
hollowdeep-refuse-not-paused = The game is not paused.
hollowdeep-refuse-no-such-seat = There is no such seat at this table.
hollowdeep-refuse-replace-seated = The substitute has a seat at this table already.
hollowdeep-refuse-remove-started = Once the heroes are dealt every seat stays in the game: hand it to someone else with `!dq replace NAME SUBSTITUTE`, or let the clock play for it at each deadline.
hollowdeep-refuse-extend-none = No deadline is running to extend: `!dq set turn_hours N` sets one.
hollowdeep-refuse-skip-none = The game waits on nobody now: there is no play to skip.
hollowdeep-refuse-setting = `{ $key }` is not a Hollowdeep setting. There are `round_limit 5-200`, `window_hours N|off`, and the clock's `turn_hours N|off`, `reminder_hours N|off`, `missed_turns_limit N|off` and `on_deadline autopilot|remind`.
hollowdeep-refuse-setting-started = The game has started: `{ $key }` can no longer change (only the clock's `turn_hours`, `window_hours`, `reminder_hours`, `missed_turns_limit` and `on_deadline` can).
hollowdeep-refuse-value-round-limit = { $given ->
        [none] `round_limit` needs a value
       *[some] `{ $value }` is not a value for `round_limit`
    }: 5 to 200 (after that many rounds the game ends on points).
hollowdeep-refuse-value-window-hours = { $given ->
        [none] `window_hours` needs a value
       *[some] `{ $value }` is not a value for `window_hours`
    }: 1 to 720, or off.
hollowdeep-refuse-value-turn-hours = { $given ->
        [none] `turn_hours` needs a value
       *[some] `{ $value }` is not a value for `turn_hours`
    }: 1 to 720, or off.
hollowdeep-refuse-value-on-deadline = { $given ->
        [none] `on_deadline` needs a value
       *[some] `{ $value }` is not a value for `on_deadline`
    }: `autopilot` (the bot plays for whoever lets the deadline pass) or `remind` (the channel and the player are told, and the game waits on him).
hollowdeep-refuse-skip-deadline = A Hollowdeep turn cannot be skipped: every phase is played. `on_deadline` takes `autopilot` (the bot plays for whoever is late) or `remind` (the channel and the player are told, and the game waits on him).
hollowdeep-refuse-value-missed-turns-limit = { $given ->
        [none] `missed_turns_limit` needs a value
       *[some] `{ $value }` is not a value for `missed_turns_limit`
    }: 0 to 50 (deadlines missed in a row before a seat falls to the computer), or off.
hollowdeep-refuse-value-reminder-hours = { $given ->
        [none] `reminder_hours` needs a value
       *[some] `{ $value }` is not a value for `reminder_hours`
    }: 0 to 168, or off.
hollowdeep-hand-none = You have no hand yet: cards are dealt at `!dq start`.
hollowdeep-hand-no-seat = You have no seat at this game, so no hand.
hollowdeep-help = **Hollowdeep** at this table: { $prompt }
    Commands: the DungeonLord's `attack 2 ana melee special; curse 4 bo` (one line for the whole phase) or `end`; Build's `place A`; the Hero phase's `move north|east|south|west`, `explore`, `jump`, `stand`, `play 2`, `ability`, `attempt 1|g`, `search 1`, `take 1|d1`, `drop`, `slay 1`, `challenge 1 magic`, `duel ana melee [steal]`, `letgo 1`, `end`; `discard 3`. By DM: `respond 3 on 1, ability` or `pass` in a Response window, and your standing answers (`answer respond ask`, `answer reward leader`, `answer pack hand`). Also `!dq hand` (by DM: your cards), `!dq board`, `!dq status`, `!dq log [N]`, `!dq settings`, `!dq away HOURS [REASON]`, `!dq language me es|en|auto`, `!dq export`, `!dq record` (the game as a page: so far while it runs, by DM your own). Organiser: `!dq set`, `!dq start`, `!dq undo N`, `!dq skip`, `!dq pause` / `!dq resume`, `!dq extend HOURS`, `!dq replace NAME SUBSTITUTE`, `!dq remove NAME` (before the start), `!dq end REASON`.
hollowdeep-not-here = That is another game's command; this table plays Hollowdeep. `!dq help` says what you can do.
hollowdeep-status-paused = ⏸️ Paused by the organiser: no deadline runs until `!dq resume`.
hollowdeep-skipped = ⏭️ The organiser skips the wait for { $names }: the bot makes { $people ->
        [one] that play
       *[other] those plays
    } now.
hollowdeep-deadline = ⏰ { $names }: the bot plays for you { $when }.
hollowdeep-deadline-remind = ⏰ { $names }: your deadline is { $when }; then a reminder.
hollowdeep-reminder = ⏰ Reminder: { $mentions }, the table began waiting on your { $people ->
        [one] play
       *[other] plays
    } { $since }.
hollowdeep-record = 📜 The game is over. Its whole log is attached.
hollowdeep-record-refused-setup = The game has not started: its page comes once it runs (`!dq record` then shows the rounds so far; by DM, your own).
hollowdeep-record-attached = 📜 The game's record as a page: every turn's board and story, the final standing, and a button that computes the shuffles' hashes, to compare with those posted in this channel. Open `{ $file }` in a browser.
hollowdeep-leaderboard-header = 🏆 **Campaign { $campaign }**: quests completed in Hollowdeep
hollowdeep-leaderboard-line = { $rank }. { $name }: { $electrum } quests · { $played } played · { $survived } survived · { $won } won · rating { $rating }
hollowdeep-place-dead = died in the dungeon
hollowdeep-expected-set = a setting and a value, e.g. `!dq set round_limit 30` or `!dq set window_hours 12` (see `!dq settings`)
hollowdeep-refuse-waits-on = The game waits on { $names }.
hollowdeep-refuse-may = You may now: { $commands }.
hollowdeep-discard-n = discard N
