## The small vocabulary that src/ builds into sentences (directions, corners, decks,
## attributes, strikes, commands as typed, the board legend, the status sheet).

## Directions (Dir::word) and Treasure Chamber halves
dir-up = ARRIBA
dir-down = ABAJO
dir-left = IZQUIERDA
dir-right = DERECHA
half-upper = superior
half-lower = inferior

## Tower corners (Corner::name) and the places that are not chamber tiles
corner-nw = NO
corner-ne = NE
corner-se = SE
corner-sw = SO
place-tower-room = Sala de la Torre { $corner }
place-treasure-chamber = Sala del Tesoro

## Decks (Deck::name), as in "el mazo de { $deck }"
deck-door = Puerta
deck-trap = Trampa
deck-dungeon = Mazmorra
deck-search = Búsqueda
deck-crypt = Cripta
deck-corpse = Cadáver
deck-treasure = Tesoro
deck-catacomb = Catacumbas

## Attributes (Attr::name)
attr-strength = Fuerza
attr-agility = Agilidad
attr-armor = Armadura
attr-luck = Suerte

## Strike types (Strike::name), the three strikes of a round (Field::name) and what goes with them
strike-melee = Cuerpo a cuerpo
strike-ranged = A distancia
strike-spell = Hechizo
field-standard = Ataque Estándar
field-brutal = Ataque Brutal
field-counter = Contraataque
field-cards = Cartas/Habilidades usadas
used-spark = Chispa
used-fury = Furia
used-warding = Protección
used-flee = Huir
## Strikes as revealed or sealed (plan_text); $standard etc. are strike-* names
plan-text = Estándar { $standard } · Brutal { $brutal } · Contraataque { $counter }
plan-spark = Chispa
plan-fury = Runa de Furia
plan-warding = Runa de Protección
plan-flee = Huir
## Strikes as a player types them short (strikes_text); values are lowercase short strike words
strikes-short = E={ $standard } B={ $brutal } C={ $counter }
strikes-short-cards = E={ $standard } B={ $brutal } C={ $counter } Cartas={ $cards }
## Who won a strike in narration-round-winners when neither did
strike-draw = empate

## Monsters with the definite article (chosen_for_them, counter_next)
monster-the = { $monster_gender ->
        [feminine] la
       *[other] el
    } { $monster }
monster-the-start = { $monster_gender ->
        [feminine] La
       *[other] El
    } { $monster }

## Joining names: "Ana y Bea", a list's last separator
list-and = { $first } y { $last }
## When nothing is carried (private-holding)
nothing = nada
## When a hero holds no rune (refusal-no-rune)
no-runes = ninguna

## Commands as a player types them (command_text, options); $dir is a dir-* word
cmd-move = Mover { $dir }
cmd-move-half = Mover { $dir } { $half }
cmd-search = Buscar
cmd-stay = Quedarse
cmd-draw = Coger
cmd-exit = Salir
cmd-cross = Cruzar
cmd-cross-rope = Cruzar cuerda
cmd-retreat = Retirarse
cmd-yes = Sí
cmd-no = No
cmd-roll = Tirar
cmd-pray = Rezar
cmd-reroll = Repetir
cmd-keep = Mantener
cmd-decline = Rechazar
cmd-end = Extremo { $dir }
cmd-drink = Beber poción
cmd-discard-imp = Descartar diablillo
cmd-escape = Escapar
cmd-attack = Atacar
cmd-accept = Aceptar
cmd-drop = Soltar { $name }
cmd-drop-any = Soltar NOMBRE
cmd-enter = Entrar { $dir }
cmd-give = Dar { $name }
cmd-pass = Pasar
cmd-resurface = Emerger { $dir }
cmd-give-any = Dar NOMBRE
cmd-face = Orientar { $dir }
cmd-tower = Torre { $corner }
cmd-move-monster = Mover monstruo { $pos } { $dir }
cmd-move-monster-letter = Mover monstruo { $pos } { $dir } { $letter }
cmd-add-monster = Añadir monstruo { $pos }
cmd-fight = Luchar { $letter }
cmd-take = Quitar { $name }
cmd-take-any = Quitar cualquiera
cmd-use-rune = Usar runa { $rune }
cmd-use-rune-dir = Usar runa { $rune } { $dir }
cmd-use-rune-side = Usar runa { $rune } LADO
## The command named in parse-bad-argument for a rune it cannot read
cmd-use-rune-name = Usar runa

## The board (board, legend)
board-header = **Sol { $sun }/{ $limit }** · 🐉 { $dragon } % de que siga dormido
legend-coordinates = columnas A–M desde la izquierda, filas 1–10 numeradas a la derecha
legend-tower = torre
legend-dragon = dragón
legend-hoard = tesoro
legend-door = puerta
legend-portcullis = rastrillo
legend-way-down = bajada
legend-dungeon-room = sala
legend-corridor = corredor
legend-portcullis-room = sala con rastrillo
legend-catacomb-entrance = escalera a las catacumbas
legend-rotating-room = sala rotatoria
legend-trap-room = trampa
legend-bridge = puente
legend-darkness = oscuridad
legend-cave-in = derrumbe
legend-bottomless-pit = pozo
legend-chasm = abismo
legend-spider-web = telaraña

## The status sheet (status)
status-tower = torre { $corner }
status-tower-not-chosen = torre sin elegir
status-out = 🏰 fuera de la mazmorra
status-loot = { $cards } = { $value } de oro
status-chest-value = 2d6 x 100
status-keeps = Conserva: { $cards }

## What a command wants, after parse-bad-argument's "espera" (command.rs)
expected-nothing = nada más
expected-rune = una runa: Curación, Aviso, Estasis, Huida, Fortuna, Fuerza, Paso LADO, Visión LADO, Luz del día o Calma (Furia y Protección van con tus golpes por mensaje privado)
expected-hero = un héroe: Challara, Gherinn, Hugo, Krutzbeck, Lindel o Tatianna (o nada, para uno al azar)
expected-tower = una de NO, NE, SE, SO
expected-board = nada, `imagen`, `emoji` o `compacto`
expected-language = `es` o `en` (o `yo es|en|auto` para tu propio idioma)
expected-language-me = `yo` y luego `es`, `en` o `auto`
expected-notify = `on`, `off` o `resumen` (un mensaje al día)
expected-order = el nombre de cada jugador, en el nuevo orden de turno
expected-set = un ajuste y un valor, p. ej. `!dq ajustar sun_limit 20` (mira `!dq ajustes`)
expected-option = una regla opcional y on u off, p. ej. `!dq opcion death_can_wait on` (mira `!dq opciones`)
expected-replace = el jugador al que sustituir y su sustituto, p. ej. `!dq reemplazar bob carol`
expected-remove = el nombre de un jugador
expected-extend = un número de horas de 1 a 168
expected-undo = un número de acciones de 1 a 20, o `confirmar`
expected-away = un número de horas de 1 a 720 o de días de 1d a 30d y, si quieres, un motivo: `!dq ausente 48 de vacaciones`, `!dq ausente 3d`
expected-bank = nada (para ver el banco), `on` u `off` (el tuyo), o del organizador `dias N` (0 a 30) o `vacaciones N` (0 a 31)
expected-restore = el nombre de un jugador cuya plaza está abandonada
expected-profile = nada (el tuyo), o el nombre o la mención de un jugador
expected-campaign-name = un nombre de campaña: letras, cifras, - o _, 32 como mucho
expected-campaign = un nombre de campaña
expected-log = nada, o un número de líneas de 1 a 50
expected-monster = nada (para quedártelo), o `bot`

## Las órdenes `!dq` del organizador y de la mesa, tal como se sugieren (se leen las dos formas)
cmd-dq-join = !dq unirse
cmd-dq-leave = !dq dejar
cmd-dq-start = !dq empezar
cmd-dq-monster = !dq monstruo
cmd-dq-monster-bot = !dq monstruo bot
cmd-dq-random = !dq azar
cmd-dq-order = !dq orden
cmd-dq-set = !dq ajustar
cmd-dq-replace = !dq reemplazar
cmd-dq-remove = !dq quitar
cmd-dq-skip = !dq saltar
cmd-dq-pause = !dq pausa
cmd-dq-resume = !dq reanudar
cmd-dq-end = !dq terminar
cmd-dq-extend = !dq ampliar
cmd-dq-undo = !dq deshacer

## The help topics as `!dq help TOPIC` takes them, in this language (help-unknown lists them)
topic-moves = movimientos
topic-combat = combate
topic-catacombs = catacumbas
topic-options = opciones
topic-organiser = organizador
topic-campaigns = campañas
topic-info = info
topic-runes = runas

## How a number with decimals is written (0,7)
decimal-point = ,

## A setting's word as `!dq settings` shows it and `!dq set` takes it (setting_word)
setting-value-picture = imagen
setting-value-emoji = emoji
setting-value-compact = compacto
setting-value-picture-compact = imagen+compacto
setting-value-pinned = fijado
setting-value-each-turn = cada_turno
setting-value-remind = recordar
setting-value-skip = saltar
setting-value-autopilot = piloto_automático
setting-value-greater = mayor
setting-value-equal-or-greater = igual_o_mayor
setting-value-true = sí
setting-value-false = no

## The default campaign, as a leaderboard names it (its key stays `main`)
campaign-main = principal
