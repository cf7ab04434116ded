## The slash commands as Discord shows them (src/discord/localise.rs): for every command,
## subcommand and option its `-name` and `-description`, and every choice's name.
## English names must stay the names in src/discord/commands.rs (a test holds them equal);
## Spanish ones follow the rule Discord sets: 1-32 lowercase letters, digits, - or _.
## Descriptions and choice names: 1-100 characters.

## /dq
slash-dq-name = dq
slash-dq-description = DungeonQuest: open, join and follow a game.
slash-dq-new-name = new
slash-dq-new-description = Open a game in this channel; you organise it.
slash-dq-join-name = join
slash-dq-join-description = Take a seat in the game, with the hero you name or a random one.
slash-dq-join-hero-name = hero
slash-dq-join-hero-description = Challara, Gherinn, Hugo, Krutzbeck, Lindel or Tatianna (left out: one at random)
slash-dq-tower-name = tower
slash-dq-tower-description = Choose the Tower Room you start in.
slash-dq-tower-corner-name = corner
slash-dq-tower-corner-description = The board's corner whose Tower Room you start in
slash-dq-start-name = start
slash-dq-start-description = Start the game (organiser).
slash-dq-leave-name = leave
slash-dq-leave-description = Leave the game.
slash-dq-board-name = board
slash-dq-board-description = Show the board as emoji.
slash-dq-board-compact-name = compact
slash-dq-board-compact-description = One emoji per space, for small screens
slash-dq-status-name = status
slash-dq-status-description = The sun, whose turn it is, and every hero.
slash-dq-help-name = help
slash-dq-help-description = What you can do now, and the help topics.
slash-dq-help-topic-name = topic
slash-dq-help-topic-description = A topic: moves, combat, catacombs, options, organiser, campaigns or info
slash-dq-resend-name = resend
slash-dq-resend-description = Send again whatever you are waiting to answer (only you will see it).
slash-dq-log-name = log
slash-dq-log-description = Show the game's last lines.
slash-dq-log-lines-name = lines
slash-dq-log-lines-description = How many lines, 1 to 50 (10 if left out)
slash-dq-dice-name = dice
slash-dq-dice-description = The game's dice rolls, counted.
slash-dq-export-name = export
slash-dq-export-description = The game's log as a file.
slash-dq-leaderboard-name = leaderboard
slash-dq-leaderboard-description = A campaign's table: electrum carried out, games played, survived and won.
slash-dq-leaderboard-campaign-name = campaign
slash-dq-leaderboard-campaign-description = The campaign's name (left out: this game's, or main)

## /act
slash-act-name = act
slash-act-description = Your turn: move, search, answer, strike.
slash-act-move-name = move
slash-act-move-description = Move one space.
slash-act-move-direction-name = direction
slash-act-move-direction-description = Which way
slash-act-search-name = search
slash-act-search-description = Search this chamber.
slash-act-do-name = do
slash-act-do-description = Any game command as you would type it (Escape, Attack, Cross, Yes, Exit, Stay...).
slash-act-do-command-name = command
slash-act-do-command-description = The command, e.g. Escape or Cross rope
slash-act-strikes-name = strikes
slash-act-strikes-description = Your strikes for this combat round (sealed: only you see them).
slash-act-strikes-standard-name = standard
slash-act-strikes-standard-description = Your Standard Attack
slash-act-strikes-brutal-name = brutal
slash-act-strikes-brutal-description = Your Brutal Attack
slash-act-strikes-counter-name = counter
slash-act-strikes-counter-description = Your Counterattack
slash-act-strikes-spark-name = spark
slash-act-strikes-spark-description = Use a Spark this round
slash-act-monster-name = monster
slash-act-monster-description = Take the monster's part (accept it if offered to you), or hand it to the bot (organiser).
slash-act-monster-bot-name = bot
slash-act-monster-bot-description = Organiser: let the bot play the monster

## /org
slash-org-name = org
slash-org-description = The organiser's tools.
slash-org-order-name = order
slash-org-order-description = Set the turn order before the start.
slash-org-order-players-name = players
slash-org-order-players-description = Every player's name, in the new order, separated by spaces
slash-org-set-name = set
slash-org-set-description = Change a setting before the start.
slash-org-set-key-name = key
slash-org-set-key-description = The setting's name (`!dq settings` lists them)
slash-org-set-value-name = value
slash-org-set-value-description = Its new value
slash-org-campaign-name = campaign
slash-org-campaign-description = Count this game for a named campaign (before the start).
slash-org-campaign-name-name = name
slash-org-campaign-name-description = The campaign's name: letters, digits, - or _, 32 at most
slash-org-replace-name = replace
slash-org-replace-description = A substitute takes over a seat and its hero.
slash-org-replace-player-name = player
slash-org-replace-player-description = The player who leaves the seat
slash-org-replace-substitute-name = substitute
slash-org-replace-substitute-description = Who takes it over
slash-org-remove-name = remove
slash-org-remove-description = Take a player out of the game.
slash-org-remove-player-name = player
slash-org-remove-player-description = The player to take out
slash-org-skip-name = skip
slash-org-skip-description = Skip the current turn.
slash-org-pause-name = pause
slash-org-pause-description = Pause the game.
slash-org-resume-name = resume
slash-org-resume-description = Resume the game.
slash-org-end-name = end
slash-org-end-description = End the game now.
slash-org-end-reason-name = reason
slash-org-end-reason-description = Why, in a few words (shown to everyone)
slash-org-extend-name = extend
slash-org-extend-description = Give the current deadline more hours.
slash-org-extend-hours-name = hours
slash-org-extend-hours-description = Hours to add, 1 to 168
slash-org-undo-name = undo
slash-org-undo-description = Undo the last inputs: first a preview, then again with confirm.
slash-org-undo-inputs-name = inputs
slash-org-undo-inputs-description = How many inputs to undo, 1 to 20 (1 if left out)
slash-org-undo-confirm-name = confirm
slash-org-undo-confirm-description = True to carry out the undo just previewed
slash-org-random-name = random
slash-org-random-description = After a round's deadline, random strikes for a side that has not sent them.

## Choices: directions, strike types, Tower corners
slash-choice-up = Up
slash-choice-down = Down
slash-choice-left = Left
slash-choice-right = Right
slash-choice-melee = Melee
slash-choice-ranged = Ranged
slash-choice-spell = Spell
slash-choice-nw = NW
slash-choice-ne = NE
slash-choice-se = SE
slash-choice-sw = SW
