## The board picture (src/games/dungeonquest/picture/): the few words drawn on it, and its alt text

picture-sun = Sun { $sun }/{ $limit }
picture-sunset = sunset rolls
picture-turn = Turn { $turn }
picture-ended = The game is over
picture-setup = Waiting for the start
picture-dragon = DRAGON
picture-odds = { $chance }%
picture-asleep = asleep
picture-wounds = { $wounds }/{ $life } wounds
picture-loot = Loot { $count }
picture-loot-worth = Loot { $count } ({ $value } gold)
picture-fighting = in a fight: { $monster }
picture-at = { $pos } { $place }
picture-tower = { $corner } tower
picture-treasure = Treasure Chamber
picture-underground = below { $pos }, heading { $dir }
picture-dead = dead
picture-exited = out of the dungeon
picture-waiting = waiting in the { $corner } tower
picture-no-tower = waiting for a tower

## Alt text: one sentence a hero ($name is the player, $hero the hero's short name)
picture-alt-board = The board, sun { $sun } of { $limit }.
picture-alt-waiting = { $name } ({ $hero }) waits to start in the { $corner } tower.
picture-alt-no-tower = { $name } ({ $hero }) has not chosen a tower yet.
picture-alt-tower = { $name } ({ $hero }) stands in the { $corner } tower, { $pos }.
picture-alt-treasure = { $name } ({ $hero }) is in the Treasure Chamber.
picture-alt-chamber = { $name } ({ $hero }) is in the { $place } at { $pos }.
picture-alt-unexplored = { $name } ({ $hero }) is at { $pos }.
picture-alt-underground = { $name } ({ $hero }) is in the catacombs below { $pos }, heading { $dir }.
picture-alt-dead = { $name } ({ $hero }) is dead.
picture-alt-exited = { $name } ({ $hero }) has left the dungeon.

## A setting that takes one word out of a few (board_style, board_post, on_deadline, death_at)
picture-set-choice = `{ $value }` is not a value `{ $key }` takes. It takes: { $choices }.
