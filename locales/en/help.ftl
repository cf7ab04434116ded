## !dq help: what the asker can do now, and topics (each fits one Discord message).

help-short =
    {"*"}*Kalladra: DungeonQuest by post**
    { $now }
    More: `!dq help moves`, `!dq help combat`, `!dq help catacombs`, `!dq help runes`, `!dq help options`, `!dq help organiser`, `!dq help campaigns`, `!dq help info`.
help-unknown = There is no help topic `{ $topic }`. The topics are: { $topics }.
help-now-no-game = There is no game in this channel: `!dq new` opens a DungeonQuest game, `!dq new raiders` a Dungeon Raiders game (1 to 5 players, five levels of five rooms), `!dq new dungeoneer` a Hollowdeep game (Dungeoneer's rules with our own cards, 2 to 4 players); you organise it.
help-now-no-game-dm = You are in no running game. In a server channel, `!dq new` opens one.
help-now-join = A game is gathering: `!dq join [HERO]` takes a seat (Challara, Gherinn, Hugo, Krutzbeck, Lindel or Tatianna; none named, one at random).
help-now-seated = You have a seat: `!dq tower NW|NE|SE|SW` picks your starting Tower Room, `!dq leave` gives it up.
help-now-start = As organiser: `!dq start` when everyone is seated (see `!dq help organiser`).
help-now-ended = This game is over: `!dq record` (the whole game as a page), `!dq log`, `!dq dice` and `!dq export` tell its story; `!dq new` opens another.
help-now-watching = You are not in this game: `!dq board` and `!dq status` show how it goes.
help-now-waiting = Nothing waits on you now: `!dq status` shows whom the game waits on.
help-now-actions = Now you can: { $actions }.
help-now-strikes = your strikes, by DM: `S=melee B=ranged C=spell`
help-moves =
    {"*"}*On your turn**
    `Move UP|DOWN|LEFT|RIGHT` (or just `up`), `Search`, `Drink potion`, `Use rune NAME` (Passage and Sight with a side), `Enter UP|DOWN|LEFT|RIGHT` to go down into the catacombs where there is a way.
    In the Treasure Chamber, leave sideways from a chosen half with `Move LEFT upper` (or `lower`).
    {"*"}*When asked**
    `Exit`, `Stay`, `Cross`, `Cross rope`, `Drop LOOT` (on a bridge), `Retreat`, `Yes`/`No`, `Roll`/`Pray`, `Reroll`/`Keep`, `Decline`, `End UP`, `Discard imp`.
    You may also DM any game command to the bot; the result is posted in the game channel. `!dq notify on` (or `off`): a DM when your turn is next.
    Going away? `!dq away HOURS [REASON]` or `!dq away 3d`: the bot plays your turns until then (or until `!dq back`), drawing on the month's vacation days. A deadline you miss is paid by your time bank first (`!dq bank`).
help-combat =
    {"*"}*Combat**
    Met by a monster: `Escape` or `Attack`; a Fallen Elf: `Give LOOT` or `Attack`.
    Each round's strikes go to the bot by DM, sealed until both sides have sent them: `S=melee B=ranged C=spell` (Standard, Brutal, Counter), or the buttons in the DM. Add `Cards/Abilities used = Spark` to use a Spark.
    The monster is played by another player: offered the part, answer `Accept` or `Decline`; `!dq monster` claims an open part, `!dq monster bot` (organiser) hands it to the bot.
    `!dq random` (organiser, after the round's deadline) picks strikes at random for a side that has not sent them. On Discord, with your DMs closed, `/dq resend` and `/act strikes` answer only to you.
help-runes =
    {"*"}*Runes**
    Each hero draws a rune at the start (several under Magical Might) and uses each rune once, at its moment: `Use rune NAME` (Passage and Sight with a side: `Use rune Sight UP`). When a rune may be used, the commands list offers it; `!dq status` shows everyone's. Fury and Warding go with your strikes by DM (`Cards/Abilities used = Fury`).
help-runes-one = · **{ $rune }**: { $text }
help-catacombs =
    {"*"}*The catacombs**
    `Enter UP|DOWN|LEFT|RIGHT` goes down where a chamber has a way; below, `Draw` each turn.
    Coming up: `Resurface` and the side to shift to, or `No` to press on; then `Face DIR` or `End DIR` if asked.
help-options =
    {"*"}*Optional rules**
    `!dq options` lists them; the organiser turns one on or off before the start with `!dq option NAME on|off`; `!dq settings` shows the game's.
    When on: `Tower NE` (Tower Power), `Take LOOT` (Hero vs Hero spoils), `Fight S` (Multiple Monsters), `Move monster B3 UP` / `Add monster B2` / `Pass` (Servants of Kalladra), `Flee` with your strikes (Live to Fight).
help-organiser =
    {"*"}*The organiser** (the game's creator, members with Manage Server, and the organiser role)
    Before the start: `!dq new`, `!dq join bot` (a computer player), `!dq start`, `!dq order NAME...`, `!dq set KEY VALUE`, `!dq settings`, `!dq option NAME on|off`, `!dq campaign NAME`.
    Any time: `!dq replace OLD NEW`, `!dq remove NAME`, `!dq skip`, `!dq pause`, `!dq resume`, `!dq end [REASON]`, `!dq extend HOURS`, `!dq undo [N]` then `!dq undo confirm`, `!dq export`, `!dq monster bot`, `!dq random`, `!dq language es|en` (the game's language).
    Deadlines, any time: `!dq set turn_hours 48` (0: none), `!dq set on_deadline remind|skip|autopilot`, `!dq set missed_turns_limit 3` (then the seat falls to the computer: civil disorder; `!dq restore NAME` allows its player back), `!dq sub wanted NAME` (anyone unseated takes the seat with `!dq sub`), `!dq require N` (the share of deadlines met a player joining must show), `!dq bank days N` and `!dq bank vacation N` (the time bank: days each player's deadlines may be moved on by, for the game and a month).
help-campaigns =
    {"*"}*Campaigns**
    `!dq campaign NAME` (organiser, before the start) counts the game for a named campaign; `!dq leaderboard [NAME]` shows its table: electrum carried out, games played, survived and won, and a rating (skill±uncertainty) that weighs whom you beat.
help-info =
    {"*"}*Any time**
    `!dq board [picture|emoji|compact]`, `!dq status`, `!dq log [N]`, `!dq dice`, `!dq help [TOPIC]`; `!dq export` (the organiser, or anyone once the game has ended); `!dq record` (the game as a page: so far while it runs, nothing hidden in it; by DM, your own); `!dq notify on|off|digest` (digest: one DM a day of every game that waits on you); `!dq mine` (by DM: every game that waits on you, on every server); `!dq profile [NAME]` (how reliable a player has been, from the logs); `!dq bank` (the time bank; `!dq bank off` refuses yours); `!dq language me es|en|auto` (your own language for DMs).
