# El tablero de Hollowdeep como imagen (src/games/dungeoneer/picture/): sus rótulos
# (dg-pic-*) y su texto alternativo (dg-alt-*). Los nombres de cartas, héroes y misiones
# vienen de los datos; tipos de mapa, rasgos y formas, de dungeoneer.ftl.

dg-pic-title = Hollowdeep
dg-pic-round = Ronda { $round } de { $limit }
dg-pic-setup = A la espera de empezar
dg-pic-seated = { $count ->
    [0] Aún no hay nadie sentado
    [one] 1 jugador sentado
   *[other] { $count } jugadores sentados
}
dg-pic-seat = Asiento { $seat }
dg-pic-turn = Juega { $name }
dg-pic-phase-dungeonlord = Fase del Señor de la Mazmorra
dg-pic-phase-build = Fase de Construir
dg-pic-phase-hero = Fase del Héroe
dg-pic-phase-discard = Descartar y robar
dg-pic-movement = { $movement } de Movimiento
dg-pic-over = La partida ha terminado
dg-pic-global = Misión Global:
dg-pic-no-global = ninguna
dg-pic-maps-left = Cartas de mapa: { $count }
dg-pic-drawn = Robada: { $card } ({ $kind }) · { $count ->
    [one] 1 hueco con letra
   *[other] { $count } huecos con letra
} · 180° = girada
dg-pic-turned-short = 180°
# Palabras que el nombre de una carta de mapa omite en su casilla cuando no cabe entero.
dg-pic-small-words = de del la las los el
# El nombre corto de una forma en la placa de una salida o junto a un rasgo: dos letras como mucho.
dg-pic-form-melee = CC
dg-pic-form-magic = Mg
dg-pic-form-speed = Rp
dg-pic-open = Abierta
dg-pic-wall = Muro
dg-pic-locked = Cerrada
dg-pic-trapped = Con trampa
dg-pic-glory = Gloria
dg-pic-peril = Peligro
dg-pic-escort = Ficha de Escolta
dg-pic-slot = Hueco libre
dg-pic-level = Nivel { $level }
dg-pic-life = Vida
dg-pic-done = Misiones
dg-pic-hand = Mano { $count }
dg-pic-inventory = Inventario { $count }
dg-pic-pack = Jauría { $count }
dg-pic-quests = Misiones: { $quests }
dg-pic-no-quests = Sin misiones abiertas
dg-pic-carrying = escoltando { $quest }
dg-pic-at = en { $place }
dg-pic-dead = HA MUERTO
dg-pic-tipped = derribado
dg-pic-winner = GANA
dg-pic-result-quests = { $name } gana con su tercera misión completada
dg-pic-result-last = { $name } gana, el último héroe en pie
dg-pic-result-points = Se acabaron las rondas: { $count ->
    [one] gana { $names }
   *[other] comparten la victoria { $names }
} por puntos
dg-pic-result-nobody = Los últimos héroes cayeron a la vez: no gana nadie

dg-alt-setup = Tablero de Hollowdeep: la partida no ha empezado; { $count ->
    [0] aún no hay nadie sentado.
    [one] 1 jugador sentado: { $names }.
   *[other] { $count } jugadores sentados: { $names }.
}
dg-alt-round = Tablero de Hollowdeep, ronda { $round } de { $limit }, { $cards } cartas de mapa colocadas.
dg-alt-turn = Juega { $name }, { $phase }, le queda { $movement } de Movimiento.
dg-alt-turn-plain = Juega { $name }, { $phase }.
dg-alt-over = La partida ha terminado.
dg-alt-result = { $result }.
dg-alt-hero = { $name } ({ $hero }, Nivel { $level }) está en { $place }{ $tipped }: Vida { $life } de { $most }, Gloria { $glory }, Peligro { $peril }, { $done } de { $total } misiones completadas.
dg-alt-tipped = , derribado
dg-alt-nowhere = ningún espacio
dg-alt-dead = { $name } ({ $hero }) ha muerto, { $done } de { $total } misiones completadas.
dg-alt-global = Misión Global: { $quest }.
dg-alt-spots = Carta de mapa robada: { $card } ({ $kind }), { $count ->
    [one] 1 hueco con letra
   *[other] { $count } huecos con letra
}: { $spots }.
dg-alt-spot = { $letters } al { $side } de { $card }
dg-alt-turned = { $letter } (girada 180°)
dg-alt-side-n = norte
dg-alt-side-e = este
dg-alt-side-s = sur
dg-alt-side-w = oeste
