## Parse errors: text that is not a command.

parse-empty = Say something: try `!dq help`.
parse-too-long = That message is too long to be a command ({ $len } characters; commands are short).
parse-no-manage = `!dq` needs a command after it: { $commands }. `!dq help` says what you can do now.
parse-unknown-manage = `!dq { $word }` is not a command.
parse-dq-commands = The `!dq` commands: { $commands }. `!dq help` says what you can do now.
parse-did-you-mean = Did you mean `{ $command }`?
parse-needs-argument = `{ $command }` needs something after it: { $expected }.
parse-bad-argument = `{ $command }` can't take `{ $got }`: it wants { $expected }.
parse-takes-nothing = `{ $command }` can't take `{ $got }`: it wants nothing after it.
parse-plan-missing = Your strikes are missing: { $missing }. Send all three, for example:
parse-plan-bad-strike = `{ $got }` is not a strike type: each strike is Melee, Ranged or Spell. For example:
parse-plan-unknown-field = `{ $got }` is not part of a combat round: send Standard Attack, Brutal Attack and Counterattack (and Cards/Abilities used, if any). For example:
parse-plan-repeated = `{ $field }` is there twice: send each strike once. For example:
parse-plan-bad-card = `{ $got }` is not a card you can use in combat: the only one is Spark (a Rune Blade or Shield works by itself). For example:
parse-unknown = `{ $text }` is not a command.
parse-unknown-help = `!dq help` says what you can do now.
parse-unknown-waiting = Nothing waits on you now: the game is waiting on { $names }.
parse-short-side = Did you mean `{ $move }`?
parse-short-side-or = Did you mean `{ $move }` or `{ $other }`?
parse-short-side-question = The game is asking a question, so a single letter moves nobody: type the command in full.
parse-short-side-asks = With a question mark a single letter moves nobody: type the command in full.
