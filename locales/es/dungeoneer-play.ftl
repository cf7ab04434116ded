# Hollowdeep en la mesa: lo que pasa, lo que se pregunta, por qué las reglas dicen que no.

## Negativas
dg-no-not-started = La partida aún no ha empezado.
dg-no-started = La partida ya ha empezado.
dg-no-over = La partida ha terminado.
dg-no-seat = No tienes asiento en esta partida.
dg-no-settings = Con estos ajustes no se puede jugar: { $why }.
dg-no-turn = No es tu turno.
dg-no-phase = Ahora no: es la { $phase }.
dg-no-movement = No te queda Movimiento.
dg-no-tipped = Tu héroe está derribado: primero `levántate` (1 de Movimiento).
dg-no-wall = Un muro cierra el paso hacia el { $side }.
dg-no-way = No hay ningún espacio al { $side }.
dg-no-jump = Aquí no hay pareja de Cloacas ni enlace de Portal.
dg-no-not-tipped = Tu héroe está en pie.
dg-no-map-deck = No quedan cartas de mapa.
dg-no-place-first = Primero coloca la carta de mapa robada (`coloca` y una letra).
dg-no-nothing-to-place = No hay ninguna carta de mapa esperando sitio.
dg-no-spot = { $spots ->
    [0] La carta robada no cabe en ningún sitio.
   *[other] No hay tal sitio: elige una letra de la A a la { $last }.
 }
dg-no-not-in-hand = Esa carta no es tuya para jugarla.
dg-no-must-discard = Tienes cartas en la mano: descarta una (`descarta` y su número).
dg-no-not-your-quest = Esa misión no es tuya ni la Global.
dg-no-not-there = Tu héroe no está donde se cumple.
dg-no-not-found = Primero encuéntrala: `busca` en un espacio de su tipo.
dg-no-found = Ya la encontraste este turno.
dg-no-not-search = No es una misión de Búsqueda.
dg-no-not-escort = No es una misión de Escolta.
dg-no-token = No llevas ninguna ficha de Escolta (de esa misión).
dg-no-carrying = Ya llevas una ficha.
dg-no-deliver = Estás en el destino de la Escolta: `intenta` la misión.
dg-no-pay = No puedes pagar el precio entero (un precio en heridas no puede matar).
dg-no-slay = Una misión de Caza se lucha: `caza` y su número.
dg-no-card = Esa carta no se puede jugar ahora.
dg-no-poor = No alcanza para pagarla: cuesta { $cost } de { $funding ->
        [peril] Peligro
       *[glory] Gloria
    } y hay { $have }.
dg-no-own-peril = Una carta de Peligro se paga con el Peligro de un rival, nunca con el tuyo.
dg-no-target = Ese no es un rival vivo al que puedas apuntarla (una carta contra un monstruo lleva un ataque, `responde 3 a 1`; una Maldición «En cualquier momento», un héroe, `responde 3 hacia beto`).
dg-no-form = Ese monstruo no puede atacar de esa forma.
dg-no-attacked = Ya enviaste tus Encuentros este turno.
dg-no-window = Hay una ventana de Respuesta abierta: ahora solo se le responde.
dg-no-no-window = No hay ninguna ventana abierta para ti.
dg-no-carry = Tus huecos están llenos: deja antes un Tesoro (`deja` y su número).
dg-no-used = Ya se usó este turno.
dg-no-challenged = Ya hiciste tu Desafío este turno.
dg-no-slain = Ya luchaste contra ese monstruo este turno.
dg-no-nothing-to-challenge = Ningún monstruo de Caza te ha atacado este turno.
dg-no-variable = Solo una carta con "#" admite más.
dg-no-answer-first = Antes hay una pregunta esperando respuesta.
dg-no-nothing-asked = Ahora no se te pregunta nada: `elige` responde a una pregunta que la partida te hace.
dg-no-not-an-option = Esa no es una de las respuestas a la pregunta.

## Lo que nombra una orden
dg-unres-card = Tienes { $count } cartas; no hay carta { $n }.
dg-unres-pack = Tu Jauría tiene { $count }; no hay monstruo { $n }.
dg-unres-treasure = Tu Inventario tiene { $count }; no hay carta { $n }.
dg-unres-player = Aquí nadie se llama { $name }.
dg-unres-quest = Ninguna misión tuya tiene ese número (las tuyas son 1 y 2; `g` es la Global).
dg-unres-attack = Hay { $count } ataques; no hay ataque { $n }.
dg-unres-seated = Solo da órdenes quien tiene asiento.
dg-parse-empty = Di una orden: `mueve norte`, `juega 2`, `intenta 1`, `fin`.
dg-parse-long = Son { $len } caracteres; una orden tiene como mucho 400.
dg-parse-bad = `{ $verb }` no admite «{ $got }». { $hint }
dg-parse-slip = ¿Querías decir `{ $meant }`?
dg-hint-move = Di un lado: norte, este, sur u oeste.
dg-hint-place = Di la letra del sitio: `coloca B`.
dg-hint-number = Di el número de la carta en tu mano: `juega 2`.
dg-hint-quest = Di el número de tu misión (1 o 2) o `g` para la Global.
dg-hint-send = Di el número de una carta, un jugador y una forma: `ataca 2 ana cuerpo`.
dg-hint-respond = Di el número de una carta y el ataque al que responde: `responde 3 a 1`, el héroe de una Maldición «En cualquier momento»: `responde 2 hacia beto`, o `paso`.
dg-hint-answer = Por ejemplo: `siempre responde preguntar`, `siempre recompensa lider`, `siempre jauria mano`, `siempre caza preguntar`.
dg-hint-choose = Responde a la pregunta que se te hace: `elige magia`, `elige paga 1 2` (o `todas`, `ninguna`), `elige jauria 1` (o `todos`, `ninguno`), `elige peligro ana`, `elige contraataca` o `ataca`, `elige cartas 1 3 4` (por sus números en tu mano), `elige sitio B`, `elige carta A`.
dg-hint-other = Mira `!dq help`.

## Palabras
dg-side-n = norte
dg-side-e = este
dg-side-s = sur
dg-side-w = oeste
dg-phase-setup = preparación
dg-phase-dungeonlord = fase del Señor de la Mazmorra
dg-phase-build = fase de Construcción
dg-phase-hero = fase del Héroe
dg-phase-discard = fase de Descarte y Robo
dg-phase-over = final

## Lo que pasa
dg-tell-dealt = Se abre Hollowdeep. Empieza { $start }. Cada héroe está en la Entrada con 1 de Gloria y 1 de Peligro.
dg-tell-hero = { $name } juega con { $hero } ({ $race }, { $class }).
dg-tell-turn = **Ronda { $round }: turno de { $name }.** { $movement } de Movimiento.
dg-tell-phase = { $name }: { $phase }.
dg-tell-map-drawn = { $name } roba { $card }.
dg-tell-set-aside = { $card } no cabe en ningún sitio y se aparta.
dg-tell-reshuffled = Las cartas de mapa apartadas vuelven al mazo.
dg-tell-placed = { $card } se coloca { $where }.
dg-tell-rolled = { $name } saca { $die } + { $score } = { $total } contra { $number } ({ $why }): { $result }.
dg-roll-for-exit = la Amenaza de la salida { $side }
dg-roll-for-feature = la Amenaza del suelo (un Foso o Pinchos)
dg-roll-for-quest = la Amenaza de *{ $quest }*
dg-roll-for-attack = ataque { $n }
dg-roll-for-card = la Amenaza de **{ $card }**
dg-roll-for-ability = la habilidad de { $hero }
dg-tell-rerolled = { $name } vuelve a tirar: { $die }.
dg-tell-passed = superada
dg-tell-failed = fallada
dg-tell-moved = { $name } va al { $side }, a { $card }{ $cost ->
    [1] {""}
   *[other] {" "}({ $cost } de Movimiento)
 }.
dg-tell-jumped = { $name } salta a { $card }.
dg-tell-stopped = { $name } no logra pasar y se queda, perdiendo el Movimiento gastado.
dg-tell-collected = { $name } gana { $glory } de Gloria y { $peril } de Peligro.
dg-tell-wounded = { $name } recibe { $wounds ->
    [1] 1 herida
   *[other] { $wounds } heridas
 } ({ $life }/6 de Vida).
dg-tell-healed = { $name } cura { $life } ({ $now }/6 de Vida).
dg-tell-tipped = { $name } cae derribado.
dg-tell-untipped = { $name } se levanta.
dg-tell-died = ☠️ { $name } ha caído.
dg-tell-discarded = { $name } descarta { $card }.
dg-tell-discarded-hidden = { $name } descarta una carta.
dg-tell-lost = { $name } pierde { $card } de la mano.
dg-tell-stayed = { $name } no se movió y recoge { $glory } de Gloria y { $peril } de Peligro.
dg-tell-saved = { $name } guarda un Movimiento.
dg-tell-drew = { $name } roba { $count ->
    [1] una carta
   *[other] { $count } cartas
 }.
dg-tell-drew-own = Robas { $cards }.
dg-tell-glory = { $name } { $gain ->
    [yes] gana
   *[no] pierde
 } { $n } de Gloria ({ $now }).
dg-tell-peril = { $name } { $gain ->
    [yes] gana
   *[no] pierde
 } { $n } de Peligro ({ $now }).
dg-tell-movement = { $name } tiene ahora { $now } de Movimiento.
dg-tell-level = { $name } baja al Nivel { $level }.
dg-tell-attempted = { $name } intenta { $quest }.
dg-tell-dice = { $name } tira { $dice } para { $quest }: { $result }.
dg-tell-searched = { $name } busca { $quest }: { $die } + { $bonus } = { $total } contra { $number }: { $result }.
dg-tell-completed = 🏆 { $name } cumple { $quest } y llega al Nivel { $level } ({ $count } de 3).
dg-tell-global = La nueva misión Global: { $quest }.
dg-tell-token-taken = { $name } toma la ficha de { $quest }.
dg-tell-token-dropped = { $name } deja la ficha de { $quest }.
dg-tell-warped = { $name } es llevado a { $card }.
dg-tell-shifted = { $card } se desplaza { $where }.
dg-tell-sent = { $lord } envía { $card } contra { $target } ({ $cost } del Peligro de { $payer }).
dg-tell-cursed = { $card } cae sobre { $name }.
dg-tell-special = { $card } ataca con su especial: { $text }.
dg-tell-window = ⏳ Ventana de Respuesta: se espera a { $names }.
dg-tell-answered = { $name } ha respondido.
dg-tell-played = { $name } juega { $card } ({ $cost } de Gloria).
dg-tell-ability = { $name } usa la habilidad de { $hero } ({ $cost } de Gloria).
dg-tell-readied = { $card } está ahora en el Inventario de { $name }.
dg-tell-let-go = { $name } deja { $card }.
dg-tell-cancelled = El ataque { $n } no hace nada.
dg-tell-gone = { $monster } sale del combate{ $to_hand ->
    [yes] {" "}(vuelve a la mano de su dueño)
   *[no] {""}
 }.
dg-tell-fought = Ataque { $n }: { $monster } { $attack_die } → { $attack_total } contra { $name } { $counter_die } → { $counter_total }.
dg-tell-monster-hurt = { $monster } recibe una herida.
dg-tell-minion-hurt = El Esbirro { $card } de { $name } recibe el golpe.
dg-tell-challenged = { $name } desafía a { $monster } con { $form }.
dg-tell-slay = { $name } se enfrenta al monstruo de { $quest }; lo lleva { $lord }.
dg-tell-slay-challenged = { $name } desafía al monstruo de { $quest }: { $hero_total } contra { $monster_total }.
dg-tell-slay-wounds = El monstruo de { $quest } lleva { $wounds ->
        [one] 1 herida
       *[other] { $wounds } heridas
    }.
dg-tell-packed = { $card } entra en la Jauría de { $name }.
dg-tell-back = { $card } vuelve a la mano de { $name }.
dg-tell-minion = { $card } pasa a ser Esbirro de { $name }.
dg-tell-combat-over = El combate ha terminado.
dg-tell-upkeep = { $name } paga { $cost } de mantenimiento por { $card }{ $payer ->
        [other] , del Peligro de { $from }
       *[self] {""}
    }.
dg-tell-unkept = { $card } vuelve a la mano de { $name } (mantenimiento sin pagar).
dg-tell-chose-form = { $name } hace atacar al monstruo con { $form }.
dg-tell-chose-minion = { $use ->
        [counter] El esbirro de { $name } recibe el contraataque.
       *[strike] El esbirro de { $name } atacará al final del combate.
    }
dg-tell-dueled = { $name } desafía a { $target } con { $form }: { $total } contra { $their_total }.
dg-tell-stolen = { $name } le quita { $quest } a { $target }.
dg-tell-won-quests = 🎉 ¡{ $name } cumple una tercera misión y gana!
dg-tell-won-last = 🎉 ¡{ $name } es el último héroe en pie y gana!
dg-tell-won-points = Se acabaron las rondas. { $names } { $count ->
    [one] gana
   *[other] comparten la victoria
 } por misiones, Nivel y Vida.
dg-tell-nobody = Los últimos héroes cayeron a la vez: nadie gana.

## El tablero de texto
dg-board-title = **Hollowdeep** · ronda { $round } de { $limit } · { $phase } de { $name } · { $movement } de Movimiento
dg-board-title-over = **Hollowdeep** · terminada tras la ronda { $round }
dg-board-title-setup = **Hollowdeep** · esperando jugadores (de 2 a 4)
dg-board-key = Leyenda: # muro, L salida cerrada, T salida con trampa, * la Entrada, o Foso, ^ Pinchos, % Riesgo, ~ Cloaca, @ Portal, 1-4 héroes (x derribado), ! una ficha soltada, A-Z sitios para la carta robada.
dg-board-drawn = Robada: { $card } ({ $text }). Sitios: { $spots }.
dg-board-hero = { $seat }. { $name } · { $hero } · Nivel { $level } · Vida { $life }/6 · Gloria { $glory } · Peligro { $peril } · misiones { $done }/3 · mano { $hand }{ $extra }
dg-board-hero-dead = { $seat }. ~~{ $name }~~ · { $hero } · caído
dg-board-quests = Misiones: { $list }
dg-board-global = Global: { $quest }
dg-board-inventory = Inventario: { $list }
dg-board-minions = Esbirros: { $list }
dg-board-pack = Jauría: { $list }
dg-board-curses = Maldiciones encima: { $list }
dg-board-decks = Mazo de aventura { $deck } · descartes { $discards } · cartas de mapa restantes { $maps } · misiones restantes { $quests }

## Avisos y la mano
dg-prompt-lord = { $name }, eres el Señor de la Mazmorra: envía Encuentros y Maldiciones contra tus rivales, pagados con su Peligro (`ataca 2 { $foe } cuerpo`, `maldice 4 { $foe }`), o `fin`.
dg-prompt-build = { $name }, coloca la carta de mapa robada: { $letters } (`coloca A`).
dg-prompt-hero = { $name }, tu fase del Héroe: { $movement } de Movimiento. { $state ->
        [tipped] Tu héroe está derribado: primero `levantate`; luego muévete (`mueve norte`), `explora`, `juega` una carta de Gloria, `intenta` una misión, o `fin`.
        [spent] No te queda Movimiento para un paso: `juega` una carta de Gloria, `intenta` una misión donde estás, o `fin`.
       *[free] Muévete (`mueve norte`), `explora`, `juega` una carta de Gloria, `intenta` una misión, o `fin`.
    }
dg-prompt-discard = { $name }, descarta una carta (`descarta 3`); luego robas hasta tener 5.
dg-prompt-window = { $names }: el Señor de la Mazmorra ataca. Responde con cartas de Respuesta (`responde 3 a 1`) o `paso`, por MD.
dg-prompt-window-slay = { $names }: ataca el monstruo de { $quest }. Responde con cartas de Respuesta (`responde 3 a 1`) o `paso`, por MD.
dg-prompt-window-duel = { $names }: { $name } te desafía con { $form }. Juega antes cartas de Respuesta sobre ti (`responde 3`) o `paso`, por MD.
dg-prompt-over = La partida ha terminado.
dg-ask-slay-form = { $name }, llevas al monstruo de { $quest } contra { $hero }: ¿con qué forma ataca? { $forms } (`elige { $first }`).
dg-ask-upkeep-item = { $n }. { $card }: { $cost } de { $funding ->
        [glory] Gloria
       *[peril] Peligro
    } de { $from }
dg-ask-upkeep = { $name }, toca pagar mantenimiento: { $list }. ¿Cuáles pagas? (`elige paga 1`, `elige paga todas`, `elige paga ninguna`; lo que no pagues vuelve a tu mano.)
dg-ask-pack-item = ataque { $n }: { $card }, { $life } de Vida{ $wounded ->
        [yes] , herido
       *[no] {""}
    }
dg-ask-pack = { $name }, tus monstruos sobrevivieron: { $list }. En tu jauría caben { $room }. ¿Cuáles entran? (`elige jauria 1`, `elige jauria todos`, `elige jauria ninguno`; los demás vuelven a tu mano si no están heridos, o se descartan heridos.)
dg-ask-reward = { $name }, tus monstruos causaron { $peril ->
        [one] 1 herida
       *[other] { $peril } heridas
    }: ¿quién recibe los { $peril } de Peligro? (`elige peligro { $foe }` para todo, o un nombre por cada uno.)
dg-ask-sacrifice = { $name }, { $quest } se cobra { $count } cartas de tu mano: ¿cuáles? (`elige cartas 1 2 3`, por sus números en tu mano.)
dg-ask-warp = { $name }, ¿adónde { $own ->
        [yes] te lleva el salto
       *[no] lleva el salto a { $hero }
    }? { $list } (`elige sitio A`).
dg-ask-discard = { $name }, ¿qué carta de { $hero } se descarta? { $list } (`elige carta A`).
dg-ask-minion = { $name }, el ataque { $n } ({ $monster }) va contra ti: ¿tu esbirro recibe su contraataque (`elige contraataca`) o ataca al final del combate (`elige ataca`)?
dg-hand-title = Tu mano en Hollowdeep ({ $glory } de Gloria para gastar):
dg-hand-card = { $n }. { $card } · { $banner } · { $text }
dg-hand-empty = Tienes la mano vacía.
dg-hand-hero = Tu héroe: **{ $hero }**, Nivel { $level }: Cuerpo { $melee } · Magia { $magic } · Rapidez { $speed } ahora. { $text }
dg-hand-quest = Misión { $n }, *{ $quest }*: { $text }
dg-hand-quests = Tus misiones: { $list }
dg-hand-standing = Tus respuestas fijas: responder { $respond } · desafío { $challenge } · recompensa { $reward } · jauría { $pack } · mantenimiento { $upkeep } · esbirro { $minion } · caza { $slay }
