## El tablero en imagen (src/games/dungeonquest/picture/): las pocas palabras que se dibujan y su texto alternativo

picture-sun = Sol { $sun }/{ $limit }
picture-sunset = tiradas de ocaso
picture-turn = Turno { $turn }
picture-ended = La partida ha terminado
picture-setup = Esperando el comienzo
picture-dragon = DRAGÓN
picture-odds = { $chance } %
picture-asleep = dormido
picture-wounds = { $wounds }/{ $life } heridas
picture-loot = Botín { $count }
picture-loot-worth = Botín { $count } ({ $value } de oro)
picture-fighting = en combate: { $monster }
picture-at = { $pos } { $place }
picture-tower = torre { $corner }
picture-treasure = Sala del Tesoro
picture-underground = en las catacumbas bajo { $pos }, rumbo { $dir }
picture-dead = { $gender ->
    [female] muerta
   *[male] muerto
}
picture-exited = fuera de la mazmorra
picture-waiting = esperando en la torre { $corner }
picture-no-tower = esperando una torre

## Texto alternativo: una frase por héroe ($name es el jugador, $hero el nombre corto del héroe)
picture-alt-board = El tablero, sol { $sun } de { $limit }.
picture-alt-waiting = { $name } ({ $hero }) espera para empezar en la torre { $corner }.
picture-alt-no-tower = { $name } ({ $hero }) aún no ha elegido torre.
picture-alt-tower = { $name } ({ $hero }) está en la torre { $corner }, { $pos }.
picture-alt-treasure = { $name } ({ $hero }) está en la Sala del Tesoro.
picture-alt-chamber = { $name } ({ $hero }) está en { $pos }: { $place }.
picture-alt-unexplored = { $name } ({ $hero }) está en { $pos }.
picture-alt-underground = { $name } ({ $hero }) está en las catacumbas bajo { $pos }, hacia { $dir }.
picture-alt-dead = { $name } ({ $hero }) ha muerto.
picture-alt-exited = { $name } ({ $hero }) ha salido de la mazmorra.

## Un ajuste que toma una palabra entre unas pocas (board_style, board_post, on_deadline, death_at)
picture-set-choice = `{ $value }` no es un valor que acepte `{ $key }`. Acepta: { $choices }.
