## Parse errors: text that is not a command.

parse-empty = Say something: try `!dq help`.
parse-too-long = That message is too long to be a command ({ $len } characters; commands are short).
parse-no-manage = `!dq` needs a command: new, join, tower, start, board, status, help or leave.
parse-unknown-manage = `!dq { $word }` is not a command. Try: new, join [HERO], tower NW|NE|SE|SW, start, board [compact], status, help, leave.
parse-bad-argument = `{ $command }` can't take `{ $got }`: it wants { $expected }.
parse-takes-nothing = `{ $command }` can't take `{ $got }`: it wants nothing after it.
parse-plan-missing = Your strikes are missing: { $missing }. Send all three, for example:
parse-plan-bad-strike = `{ $got }` is not a strike type: each strike is Melee, Ranged or Spell. For example:
parse-plan-unknown-field = `{ $got }` is not part of a combat round: send Standard Attack, Brutal Attack and Counterattack (and Cards/Abilities used, if any). For example:
parse-plan-repeated = `{ $field }` is there twice: send each strike once. For example:
parse-plan-bad-card = `{ $got }` is not a card you can use in combat: the only one is Spark (a Rune Blade or Shield works by itself). For example:
parse-unknown = `{ $text }` is not a command. Moves are `Move UP`, `Move DOWN`, `Move LEFT`, `Move RIGHT`; also `Search`; `!dq help` lists everything.
