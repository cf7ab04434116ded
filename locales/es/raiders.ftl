## Dungeon Raiders: nombres, narración, negativas, avisos, la mano y el tablero.
## Cartas y personajes por su id de plantilla (templates/raiders.toml).

raiders-room-snake = Serpiente
raiders-room-zombie = Zombi
raiders-room-skeleton = Esqueleto
raiders-room-goblin = Trasgo
raiders-room-cube = Cubo gelatinoso
raiders-room-troll = Trol
raiders-room-dragon = Dragón
raiders-room-chest-1 = Sala del tesoro (1)
raiders-room-chest-2 = Sala del tesoro (2)
raiders-room-chest-3 = Sala del tesoro (3)
raiders-room-chest-4 = Sala del tesoro (4)
raiders-room-chests-2-1 = Sala del tesoro (2 y 1)
raiders-room-chests-3-2 = Sala del tesoro (3 y 2)
raiders-room-chests-4-2 = Sala del tesoro (4 y 2)
raiders-room-magnet = Trampa del imán
raiders-room-boulder = Roca rodante
raiders-room-spike = Foso de pinchos
raiders-room-lava = Charco de lava
raiders-room-item-vault = Cámara de objetos
raiders-room-coin-vault = Cámara de monedas
raiders-room-back = 🂠

raiders-character-warrior = Guerrero
raiders-character-wizard = Mago
raiders-character-knight = Caballero
raiders-character-thief = Ladrón
raiders-character-explorer = Explorador

raiders-item-torch = antorcha
raiders-item-crystal-ball = bola de cristal
raiders-item-key = llave
raiders-item-sword = espada
raiders-item-count = { $count }× { $item }

raiders-kind-treasure = sala del tesoro
raiders-kind-monster = sala con monstruo
raiders-kind-trap = sala con trampa
raiders-kind-vault = cámara

raiders-play-power = un { $value }
raiders-play-key = una llave (vale 5)
raiders-play-sword = una espada (vale 5)
raiders-play-crystal-ball = una bola de cristal

## Lo que hace una sala, en pocas palabras (el tablero, y al entrar).
raiders-brief-monster = fuerza { $strength }; si las cartas no llegan, la carta más baja se lleva { $wounds } { $wounds ->
        [one] herida
       *[other] heridas
    }.
raiders-brief-monster-duel = la carta más baja se lleva { $wounds } { $wounds ->
        [one] herida
       *[other] heridas
    }; con dos cartas iguales, el monstruo se queda sin saber a quién atacar.
raiders-brief-monster-solo = supera su carta de ataque con una más alta o te llevas { $wounds } { $wounds ->
        [one] herida
       *[other] heridas
    }.
raiders-brief-monster-solo-drawn = carta de ataque { $attack }: supérala con una más alta o te llevas { $wounds } { $wounds ->
        [one] herida
       *[other] heridas
    }.
raiders-brief-treasure = { $two ->
        [yes] cofres { $chests }: la carta más alta abre el primero, la siguiente el segundo
       *[no] un cofre de { $chests }: la carta más alta lo abre
    }; los empates se reparten el oro.
raiders-brief-treasure-solo = { $two ->
        [yes] cofres { $chests }: tu carta tiene que superar un cofre al menos en 1 para abrirlo
       *[no] un cofre de { $chests }: tu carta tiene que superarlo al menos en 1 para abrirlo
    }.
raiders-brief-magnet = { $solo ->
        [yes] manda tu carta: con 3, 4 o 5 pierdes 1, 2 o 3 de oro.
       *[no] manda la carta más alta: con 3, 4 o 5, quien más oro tiene pierde 1, 2 o 3.
    }
raiders-brief-boulder = { $solo ->
        [yes] manda tu carta: con 3, 4 o 5 te llevas 1, 2 o 3 heridas.
       *[no] manda la carta más alta: con 3, 4 o 5, quien menos heridas tiene se lleva 1, 2 o 3.
    }
raiders-brief-spike = { $solo ->
        [yes] manda tu carta: con un 3 te llevas 1 herida, con un 2 te llevas 2, y con un 1 la mitad de las que te faltan para llegar a 10.
       *[no] manda la carta más baja: con un 3 todos se llevan 1 herida, con un 2 se llevan 2, y con un 1 la mitad de las que les faltan para llegar a 10.
    }
raiders-brief-lava = { $solo ->
        [yes] manda tu carta: con 3, 2 o 1 pierdes 1 de oro, 2, o la mitad de tu oro.
       *[no] manda la carta más baja: con 3, 2 o 1, todos pierden 1 de oro, 2, o la mitad de su oro.
    }
raiders-brief-vault = cada carta se lleva su premio: { $gains }.
raiders-gain-item = { $value } { $item }
raiders-gain-coins = { $value } { $count } de oro
raiders-gain-potion = { $value } cura { $count }

## Narración: lo que pasa, para el canal (o, donde se dice, para un solo jugador).
raiders-n-prepared = 🕯️ La mazmorra está lista: cinco niveles de cinco salas. Empieza { $start }.
raiders-n-prepared-together = 🕯️ La mazmorra está lista: cinco niveles de cinco salas.
raiders-n-character = { $name } juega de { $character }.
raiders-n-level = ⬇️ Se abre el **nivel { $level }**.
raiders-n-entered = 🚪 { $solo ->
        [yes] Entras
       *[no] Entráis
    } en **{ $room }**: { $brief }
raiders-n-attack = 🃏 La carta de ataque del monstruo muestra un { $strength }.
raiders-n-torch = 🔦 { $name } enciende una antorcha y se asoma al pasillo.
raiders-n-torch-own = 🔦 A la luz de la antorcha distingues lo que os espera: { $rooms }.
raiders-n-played = { $name } juega { $play }.
raiders-n-ball = 🔮 { $name } mira la bola de cristal y espera a ver qué juegan los demás.
raiders-n-sealed = 🂠 { $name } deja una carta boca abajo.
raiders-n-sealed-own = 🂠 Dejas { $play } boca abajo.
raiders-n-revealed = { $count ->
        [one] Se da la vuelta la carta
       *[other] Se dan la vuelta las cartas
    }: { $plays }.
raiders-n-revealed-one = { $name } { $play }
raiders-n-fought-won = ⚔️ { $total } contra { $strength }: el monstruo cae.
raiders-n-fought-lost = ⚔️ { $total } contra { $strength }: no basta, y el monstruo contraataca.
raiders-n-confused = 😵 Dos cartas iguales: el monstruo no sabe a quién atacar y no hiere a nadie.
raiders-n-trap-sprung = 🪤 Con un { $card }, la trampa se dispara.
raiders-n-trap-quiet = 🪤 Con un { $card }, la trampa no se dispara.
raiders-n-gold-gained = 💰 { $name } gana { $amount } de oro.
raiders-n-gold-lost = 💸 { $name } pierde { $amount } de oro.
raiders-n-gold-none = { $name } no gana oro: ya no le cabe más.
raiders-n-wounded = 🩸 { $name } se lleva { $amount } { $amount ->
        [one] herida
       *[other] heridas
    }.
raiders-n-healed = 🧪 { $name } se cura { $amount } { $amount ->
        [one] herida
       *[other] heridas
    }.
raiders-n-item-taken = 🎒 { $name } coge una { $item } de la reserva.
raiders-n-contested = No hay { $item } para todos ({ $names }): nadie se lleva ninguna.
raiders-n-died = 💀 { $name } cae en la mazmorra{ $solo ->
        [yes] .
       *[no] ; sus objetos vuelven a la reserva.
    }
raiders-n-nothing-taken = { $players ->
        [1] No te llevas nada de esta sala.
       *[other] Nadie se lleva nada de esta sala.
    }
raiders-n-cleared = Sala superada. { $name } abre la marcha en la siguiente.
raiders-n-cleared-together = Sala superada.
raiders-n-rested = 🏕️ { $solo ->
        [yes] Dejas atrás el nivel { $level }: recuperas tus cartas de poder.
       *[no] Dejáis atrás el nivel { $level }: todos recuperan sus cartas de poder.
    }
raiders-n-ended = 🏁 Se acabó la incursión. { $count ->
        [0] No gana nadie.
        [one] Gana: { $winners }.
       *[other] Ganan: { $winners }.
    }
raiders-n-collapsed = { $count ->
        [one] Se desploma con más heridas
       *[other] Se desploman con más heridas
    }: { $names }.
raiders-n-dead = { $count ->
        [one] Murió en la mazmorra
       *[other] Murieron en la mazmorra
    }: { $names }.
raiders-place-collapsed = se desplomó con más heridas: no se lleva nada
raiders-place-dead = murió en la mazmorra: no se lleva nada
raiders-n-abandoned = 🏁 Se acabó la incursión. El organizador la terminó antes de tiempo: no gana nadie.
raiders-n-score = { $name }: { $treasure } de oro, { $wounds } { $wounds ->
        [one] herida
       *[other] heridas
    }.

## Negativas: lo que las reglas no permiten ahora, y por qué.
raiders-refuse-bad-players = Dungeon Raiders se juega de 1 a 5 jugadores, no con { $n }.
raiders-refuse-bad-character = No existe el personaje { $id }: los personajes van del 0 al { $last }.
raiders-refuse-bad-wounds = Una partida en solitario empieza con 2 a 5 heridas, no con { $n }.
raiders-refuse-not-started = La partida aún no ha empezado.
raiders-refuse-already-started = La partida ya ha empezado.
raiders-refuse-game-over = La partida ha terminado.
raiders-refuse-no-seat = No tienes sitio en esta partida.
raiders-refuse-eliminated = Has muerto en la mazmorra: ya no juegas.
raiders-refuse-not-your-turn = No es tu turno: se espera a { $names }.
raiders-refuse-already-sealed = Ya tienes tu carta boca abajo en esta ronda.
raiders-refuse-no-such-card = No hay carta de poder { $value }: van del 1 al 5.
raiders-refuse-card-played = Tu { $value } ya está jugado en este nivel; lo recuperas cuando acabe.
raiders-refuse-no-item = No tienes ninguna { $item }.
raiders-refuse-key-outside = Una llave solo abre una sala del tesoro, y esta es una { $kind }.
raiders-refuse-sword-outside = Una espada solo sirve contra un monstruo, y esta es una { $kind }.
raiders-refuse-no-dark-room = No queda ninguna sala boca abajo en este nivel: no hay nada que alumbrar.
raiders-refuse-see-hand = `!dq mano` te muestra por MD lo que aún puedes jugar.

## Avisos: quién juega y qué se puede escribir.
raiders-prompt-turn = ▶️ Le toca a { $name } en **{ $room }**.
raiders-prompt-speed = ▶️ Todos dejan una carta boca abajo: { $people ->
        [one] falta
       *[other] faltan
    } { $names }.
raiders-prompt-speed-alone = ▶️ { $names } deja una carta boca abajo.
raiders-prompt-speed-again = ▶️ Tras { $people ->
        [one] la bola de cristal, { $names } deja otra carta boca abajo.
       *[other] las bolas de cristal, { $names } dejan otra carta boca abajo.
    }
raiders-prompt-cards = A { $name } le { $count ->
        [one] queda una carta
       *[other] quedan { $count } cartas
    }: { $cards }.
raiders-prompt-cards-items = A { $name } le { $count ->
        [one] queda una carta
       *[other] quedan { $count } cartas
    }: { $cards }; o un objeto si lo tiene: { $items }.
raiders-prompt-yours = Te toca. Puedes escribir: { $commands }
raiders-prompt-not-yours = No te toca. Aun así puedes escribir: { $commands }
raiders-prompt-setup = La incursión aún no ha empezado.
raiders-cmd-power = `Jugar { $value }`
raiders-cmd-key = `Jugar llave`
raiders-cmd-sword = `Jugar espada`
raiders-cmd-crystal-ball = `Jugar bola de cristal`
raiders-cmd-torch = `Usar antorcha`
raiders-none = ninguno

## La mano, por mensaje directo (`!dq mano`).
raiders-hand-title = **Tu mano** ({ $character }, { $treasure } de oro, { $wounds }/10 heridas)
raiders-hand-power = Cartas de poder: { $cards }
raiders-hand-power-none = Cartas de poder: no te queda ninguna hasta que acabe el nivel
raiders-hand-items = Objetos: { $items }
raiders-hand-peeks = Visto a la luz de la antorcha: { $rooms }
raiders-hand-sealed = Boca abajo en esta ronda: { $play }
raiders-hand-out = Has muerto en la mazmorra: ya no juegas.

## El tablero, en el canal.
raiders-board-title = **Dungeon Raiders** · nivel { $level }/5 · { $piles ->
        [one] queda { $piles } montón
       *[other] quedan { $piles } montones
    }
raiders-board-title-setup = **Dungeon Raiders** · la incursión aún no ha empezado
raiders-board-title-over = **Dungeon Raiders** · { $level ->
        [0] {""}
       *[other] nivel { $level }/5 ·{" "}
    }la incursión ha terminado
raiders-board-row = Salas por delante: { $rooms }
raiders-board-row-empty = Salas por delante: ninguna en este nivel
raiders-board-room = Ahora: **{ $room }**: { $brief }
raiders-board-supply = Reserva: 🔦{ $torch } 🔮{ $ball } 🗝️{ $key } 🗡️{ $sword }
raiders-board-attacks = Mazo de ataque: quedan { $left }
raiders-board-seat = { $turn }**{ $name }** ({ $character }) 💰{ $treasure } 🩸{ $wounds }/10 🎒{ $items } · cartas { $cards } · { $play }
raiders-board-seat-dead = 💀 **{ $name }** ({ $character }) 💰{ $treasure }: fuera
raiders-board-nothing = nada aún
raiders-board-down = ha jugado { $play }
raiders-board-sealed = 🂠 boca abajo
raiders-board-balls = { $count }× 🔮

## Texto que no es una orden de Dungeon Raiders.
raiders-parse-empty = Ese mensaje está vacío.
raiders-parse-too-long = Ese mensaje tiene { $len } caracteres; una orden tiene como mucho { $max }.
raiders-parse-missing = ¿Jugar qué? Di una carta de poder o un objeto: `Jugar 3`, `Jugar llave`, `Jugar espada`, `Jugar bola de cristal` o `Usar antorcha`.
raiders-parse-bad-argument = «{ $got }» no es una carta que puedas jugar: una carta de poder del 1 al 5, `llave`, `espada`, `bola de cristal` o `Usar antorcha`.
raiders-parse-slip = Eso no es del todo una orden: ¿querías decir `{ $meant }`?
raiders-parse-unknown = Eso no es una orden de Dungeon Raiders. Prueba con `Jugar 3`, `Jugar llave`, `Jugar espada`, `Jugar bola de cristal` o `Usar antorcha`.

## La mesa: sitios, ajustes, las herramientas del organizador

raiders-welcome = 🗝️ Aquí hay abierta una partida de **Dungeon Raiders**: de 1 a { $max } jugadores, { $seats ->
        [one] { $seats } sentado
       *[other] { $seats } sentados
    } por ahora. Escribe `!dq unirse` para coger sitio. El organizador puede poner `!dq ajustar velocidad sí` (jugadas boca abajo por MD), fijar las heridas con que empieza el solitario (`!dq ajustar heridas 3`) y un plazo (`!dq ajustar horas_turno 24`), y luego `!dq empezar`: los personajes se reparten al azar.
raiders-table-joined = { $name } se sienta a la mesa ({ $seats } de { $max }).
raiders-table-left = { $name } deja la mesa.
raiders-table-undone = ↩️ El organizador ha deshecho { $count ->
        [one] la última entrada
       *[other] las últimas { $count } entradas
    }.
raiders-table-for-absent = el reloj, por { $name }
raiders-table-bot-plays = 🤖 El bot juega por { $name }.
raiders-table-abandoned = 🛑 El organizador ha terminado la partida. { $reason }
raiders-table-organiser = el organizador
raiders-table-sealed = una carta boca abajo
raiders-table-replaced = 🔁 { $name } ocupa el asiento de { $old }, con sus cartas, su tesoro y sus heridas.
raiders-table-replaced-setup = 🔁 { $name } ocupa el asiento de { $old }.
raiders-table-removed = El organizador saca a { $name } de la partida.
raiders-table-paused = ⏸️ El organizador ha pausado la partida: no corre ningún plazo y no se juega nada hasta `!dq reanudar`.
raiders-table-resumed = ▶️ La partida sigue{ $deadline ->
        [yes] : su plazo sigue donde se paró.
       *[no] .
    }
raiders-table-extended = ⏳ El organizador da a esta jugada { $hours ->
        [one] una hora más
       *[other] { $hours } horas más
    }.
raiders-on = sí
raiders-off = no
raiders-settings-solo = {" "}· personaje del solitario { $character }, heridas iniciales { $wounds }
raiders-settings = ⚙️ Ajustes: velocidad { $speed }{ $solo } · horas por jugada { $hours } · recordatorio { $reminder ->
        [0] no
        [one] al cabo de { $reminder } hora
       *[other] al cabo de { $reminder } horas
    }{ $missed }{ $remind }.
raiders-settings-missed = {" · "}una plaza pasa al ordenador tras { $count } plazos perdidos seguidos
raiders-settings-remind = {" · "}al vencer un plazo, un recordatorio (el bot solo juega por quien está ausente)
raiders-refuse-organiser-only = Solo el organizador puede hacer eso.
raiders-refuse-seated = Ya tienes sitio en esta mesa.
raiders-refuse-full = Los { $max } sitios están ocupados.
raiders-refuse-not-seated = No tienes sitio en esta mesa: `!dq unirse` te da uno antes de empezar.
raiders-refuse-leave-started = La partida ya ha empezado: los sitios no cambian. El organizador puede terminarla con `!dq terminar`.
raiders-refuse-nobody = Aún no hay nadie sentado: primero `!dq unirse`.
raiders-refuse-undo-none = No hay nada que deshacer.
raiders-refuse-undo-replace = Eso desharía un relevo: el nuevo jugador ya ha recibido la mano de ese puesto y no puede olvidarla. Para devolver el puesto, usa `!dq replace` otra vez.
raiders-refuse-undo-torch = Eso desharía una antorcha: quien la encendió ya ha visto las salas que vienen y no puede olvidarlas. Deshaz menos entradas.
raiders-refuse-paused = La partida está en pausa: no se juega nada hasta `!dq reanudar`.
raiders-refuse-paused-already = La partida ya está en pausa (`!dq reanudar` la pone en marcha).
raiders-refuse-not-paused = La partida no está en pausa.
raiders-refuse-no-such-seat = No hay ese asiento en esta mesa.
raiders-refuse-replace-seated = El sustituto ya tiene asiento en esta mesa.
raiders-refuse-remove-started = Una vez empezada la incursión, todos los asientos siguen en ella (el reparto los contó): cédelo a otra persona con `!dq reemplazar NOMBRE SUSTITUTO`, o deja que el reloj juegue por él en cada plazo.
raiders-refuse-extend-none = No corre ningún plazo que ampliar: `!dq ajustar horas_turno N` pone uno.
raiders-skipped = ⏭️ El organizador no espera más a { $names }: el bot hace { $people ->
        [one] esa jugada
       *[other] esas jugadas
    } ahora.
raiders-refuse-skip-none = La partida no espera a nadie ahora: no hay jugada que saltar.
raiders-status-paused = ⏸️ En pausa por el organizador: no corre ningún plazo hasta `!dq reanudar`.
raiders-refuse-setting = `{ $key }` no es un ajuste de Dungeon Raiders. Hay `velocidad sí|no`, `personaje NOMBRE` y `heridas 2-5` (solitario), y los del reloj, `horas_turno N|no`, `horas_recordatorio N|no`, `limite_plazos N|no` y `al_plazo piloto|recordar`.
raiders-refuse-value-speed = { $given ->
        [none] `velocidad` necesita un valor
       *[some] `{ $value }` no vale para `velocidad`
    }: sí o no.
raiders-refuse-value-character = { $given ->
        [none] `personaje` necesita un nombre
       *[some] `{ $value }` no es un personaje
    }: guerrero, mago, caballero, ladrón o explorador.
raiders-refuse-value-wounds = { $given ->
        [none] `heridas` necesita un valor
       *[some] `{ $value }` no vale para `heridas`
    }: de 2 a 5.
raiders-refuse-value-turn-hours = { $given ->
        [none] `horas_turno` necesita un valor
       *[some] `{ $value }` no vale para `horas_turno`
    }: de 1 a 720, o no.
raiders-refuse-value-on-deadline = { $given ->
        [none] `al_plazo` necesita un valor
       *[some] `{ $value }` no vale para `al_plazo`
    }: `piloto` (el bot juega por quien deja pasar el plazo) o `recordar` (se avisa al canal y al jugador, y la partida le espera).
raiders-refuse-skip-deadline = Una jugada de Dungeon Raiders no se puede saltar: cada aventurero pone una carta en cada sala. `al_plazo` admite `piloto` (el bot juega por quien se retrasa) o `recordar` (se avisa al canal y al jugador, y la partida le espera).
raiders-refuse-value-missed-turns-limit = { $given ->
        [none] `limite_plazos` necesita un valor
       *[some] `{ $value }` no vale para `limite_plazos`
    }: de 0 a 50 (plazos perdidos seguidos antes de que una plaza pase al ordenador), o no.
raiders-refuse-value-reminder-hours = { $given ->
        [none] `horas_recordatorio` necesita un valor
       *[some] `{ $value }` no vale para `horas_recordatorio`
    }: de 0 a 168, o no.
raiders-refuse-setting-started = La partida ya ha empezado: `{ $key }` ya no puede cambiar (solo los del reloj, `horas_turno`, `horas_recordatorio`, `limite_plazos` y `al_plazo`).
raiders-opened = { $welcome }
raiders-hand-none = Aún no tienes mano: las cartas se reparten con `!dq empezar`.
raiders-hand-no-seat = No tienes sitio en esta partida, así que no tienes mano.
raiders-help = **Dungeon Raiders** en esta mesa: { $prompt }
    Órdenes: `Jugar 1`…`Jugar 5`, `Jugar llave`, `Jugar espada`, `Jugar bola de cristal`, `Usar antorcha`; `!dq mano` (por MD: tus cartas), `!dq tablero`, `!dq estado`, `!dq registro [N]`, `!dq ajustes`, `!dq ausente HORAS [MOTIVO]` (el bot juega por ti hasta entonces, o hasta `!dq vuelvo`), `!dq idioma yo es|en|auto` (tu idioma para los mensajes privados), `!dq clasificación`, `!dq exportar`, `!dq crónica` (la partida como página: hasta ahora mientras sigue; por mensaje privado, la tuya). Organizador: `!dq ajustar`, `!dq campaña NOMBRE` (antes de empezar), `!dq empezar`, `!dq deshacer N` (y luego `!dq deshacer confirmar`), `!dq saltar` (el bot hace ya las jugadas esperadas), `!dq pausa` / `!dq reanudar`, `!dq ampliar HORAS`, `!dq reemplazar NOMBRE SUSTITUTO`, `!dq quitar NOMBRE` (antes de empezar), `!dq terminar MOTIVO`, `!dq idioma es|en`. En una partida con velocidad, manda tus jugadas al bot por MD.
raiders-expected-set = un ajuste y un valor, p. ej. `!dq ajustar velocidad sí` o `!dq ajustar horas_turno 24` (mira `!dq ajustes`)
raiders-not-here = Esa orden es de DungeonQuest; en esta mesa se juega a Dungeon Raiders. `!dq ayuda` te dice qué puedes hacer.
raiders-played-by-dm = En una partida con velocidad tu jugada va boca abajo: mándasela al bot por MD, no en el canal.
raiders-reminder = ⏰ Recordatorio: { $mentions }, la mesa espera { $people ->
        [one] tu jugada
       *[other] vuestras jugadas
    } desde { $since }.
raiders-deadline = ⏰ { $names }: el bot jugará por { $people ->
        [one] ti
       *[other] vosotros
    } { $when }.
raiders-deadline-remind = ⏰ { $names }: el plazo vence { $when }; entonces, un recordatorio.
raiders-record = 📜 La partida ha terminado. Va adjunto su registro completo.
raiders-record-refused-setup = La partida no ha empezado: su página llega cuando esté en curso (`!dq crónica` muestra entonces las salas hasta ahora; por mensaje privado, la tuya).
raiders-leaderboard-header = 🏆 **Campaña { $campaign }**: oro sacado de las incursiones (ni los muertos ni los desplomados sacan nada)
raiders-leaderboard-line = { $rank }. { $name }: { $electrum } de oro · { $played } { $played ->
        [one] partida
       *[other] partidas
    } · { $survived } con vida · { $won } { $won ->
        [one] ganada
       *[other] ganadas
    } · valoración { $rating }

## El tablero como imagen: sus etiquetas (cortas: van sobre cartas y marcadores).
raiders-pic-title = DUNGEON RAIDERS
raiders-pic-speed = RÁPIDA
raiders-pic-level = Nivel { $level }/5
raiders-pic-piles = { $piles ->
        [one] queda { $piles } montón
       *[other] quedan { $piles } montones
    }
raiders-pic-setup = La incursión aún no ha empezado
raiders-pic-over = la incursión ha terminado
raiders-pic-seated = { $seats } de { $max } { $seats ->
        [one] sentado
       *[other] sentados
    }: los personajes se reparten al empezar
raiders-pic-nobody = Aún no hay nadie sentado
raiders-pic-result = { $count ->
        [0] No gana nadie
        [one] Gana: { $winners }
       *[other] Ganan: { $winners }
    }
raiders-pic-abandoned = Terminada por el organizador: no gana nadie
raiders-pic-done = superada
raiders-pic-now = AHORA
raiders-pic-supply = Reserva
raiders-pic-attacks = Mazo de ataque: quedan { $left }
raiders-pic-gold = Oro
raiders-pic-wounds = Heridas
raiders-pic-this-room = Esta sala
raiders-pic-winner = GANA
raiders-pic-collapsed = SE DESPLOMA
raiders-pic-dead = HA MUERTO
raiders-pic-kind-treasure = TESORO
raiders-pic-kind-monster = MONSTRUO
raiders-pic-kind-trap = TRAMPA
raiders-pic-kind-vault = CÁMARA
raiders-pic-highest = carta más alta
raiders-pic-lowest = carta más baja
raiders-pic-hits-richest = al de más oro
raiders-pic-hits-least-wounded = al menos herido
raiders-pic-hits-everyone = a todos
raiders-pic-strength = fuerza
raiders-pic-attack = ataque
raiders-pic-gain-coins = { $count } de oro
raiders-pic-gain-potion = cura { $count }
raiders-pic-hurts = heridas
raiders-pic-item-torch = antorcha
raiders-pic-item-crystal-ball = bola
raiders-pic-item-key = llave
raiders-pic-item-sword = espada

## El texto alternativo de la imagen (frases enteras; 1.024 caracteres como mucho).
raiders-alt-setup = Tablero de Dungeon Raiders: la incursión aún no ha empezado; { $seats ->
        [0] aún no hay nadie sentado.
       *[other] { $seats ->
            [one] sentado
           *[other] sentados
        } por ahora: { $names }.
    }
raiders-alt-level = Tablero de Dungeon Raiders{ $speed ->
        [yes] {" "}(partida rápida)
       *[no] {""}
    }: nivel { $level } de 5, { $piles ->
        [one] queda { $piles } montón
       *[other] quedan { $piles } montones
    }.
raiders-alt-over = Tablero de Dungeon Raiders: la incursión ha terminado. { $count ->
        [0] No gana nadie.
        [one] Gana: { $winners }.
       *[other] Ganan: { $winners }.
    }
raiders-alt-abandoned = Tablero de Dungeon Raiders: el organizador terminó la incursión { $level ->
        [0] antes de que empezara
       *[other] en el nivel { $level } de 5
    }; no gana nadie.
raiders-alt-room = Ahora en { $room }: { $brief }
raiders-alt-back = una sala boca abajo
raiders-alt-ahead = Salas por delante: { $rooms }.
raiders-alt-seat = { $name }, { $character }: { $treasure } de oro, { $wounds } de 10 heridas, { $items } { $items ->
        [one] objeto
       *[other] objetos
    }{ $turn ->
        [yes] , le toca jugar
       *[no] {""}
    }{ $play }.
raiders-alt-played = , ha jugado { $play }
raiders-alt-sealed = , una carta boca abajo
raiders-alt-dead = { $name }, { $character }, murió con { $treasure } de oro.
raiders-record-attached = 📜 El registro de la partida como página: el tablero y la historia de cada sala, la puntuación final y un botón que calcula los resúmenes de los barajados, para compararlos con los publicados en este canal. Abre `{ $file }` en un navegador.
