## Chamber kinds (templates/chambers.toml [kinds]): name and what happens there.

chamber-dungeon-room = Dungeon Room
chamber-dungeon-room-text = Draw a Dungeon card.
chamber-corridor = Corridor
chamber-corridor-text = Keep moving at once. You may not enter the same Corridor twice in one turn.
chamber-portcullis = Portcullis Room
chamber-portcullis-text = A portcullis drops behind you. Draw a Dungeon card. Leaving through the portcullis needs a Strength test; no escaping monsters in here.
chamber-catacomb-entrance = Catacomb Entrance
chamber-catacomb-entrance-text = Draw a Dungeon card. A stairway leads down to the catacombs.
chamber-rotating-room = Rotating Room
chamber-rotating-room-text = The room grinds round half a turn the first time it is entered, and your turn ends.
chamber-trap-room = Trap Room
chamber-trap-room-text = Draw a Trap card.
chamber-bridge = Bridge
chamber-bridge-text = Cross (Agility test, +1 to the roll for each Loot card you carry) or stay on your side and go back next turn. A fall drops you into the catacombs with 1d6 wounds, and you choose the way you head down there.
chamber-darkness = Chamber of Darkness
chamber-darkness-text = You stumble on at once: 1d6 picks the side you leave by. A wall there ends your turn and you roll again next turn.
chamber-cave-in = Cave-in
chamber-cave-in-text = Draw a Dungeon card. Next turn go back the way you came, or climb the rubble (Agility test) and carry on.
chamber-bottomless-pit = Bottomless Pit
chamber-bottomless-pit-text = Test Luck. Pass and you are across; fail and you fall to your death.
chamber-chasm = Chasm
chamber-chasm-text = Draw a Dungeon card. A fissure splits the room: you can only leave on the side you came in.
chamber-spider-web = Spider Web
chamber-spider-web-text = Go back next turn, or tear through the web (Strength test) and move on at once. Fail and you are stuck until you tear free.
