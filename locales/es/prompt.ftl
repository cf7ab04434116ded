## Prompts: what the game asks the player whose turn it is.

prompt-turn = { $mention }, te toca ({ $hero }, sol { $sun }/{ $limit }).
prompt-move-on-corridor = { $mention }, el corredor te arrastra: vuelve a moverte ya.
prompt-move-on-tower = { $mention }, no puedes quedarte en una Sala de la Torre: sigue moviéndote ya.
prompt-move-on-web = { $mention }, has atravesado la telaraña: sigue moviéndote ya.
prompt-move-on-bridge = { $mention }, has cruzado: sal por el otro extremo.
prompt-move-on-cave-in = { $mention }, has superado los escombros: sigue adelante.
prompt-tower = { $mention }, llevas Botín y estás en una Sala de la Torre: sal de la mazmorra o sigue moviéndote.
prompt-bridge = { $mention }, un puente. Crúzalo (Agilidad { $agility }, +1 a la tirada por cada carta de Botín: llevas { $loot }; antes puedes soltar Botín) o quédate y vuelve atrás en tu próximo turno.
prompt-web = { $mention }, una tela de araña. Rómpela (Fuerza { $strength }) o vuelve atrás en tu próximo turno.
prompt-offer = { $mention }, **{ $card }**: ¿coges una carta de { $deck }?
prompt-secret-door = { $mention }, ¡una puerta secreta! Pasa por cualquier lado a un espacio vecino, o recházala.
prompt-bridge-end = { $mention }, ¿por qué extremo del puente sales?
prompt-test = { $mention }, viene una tirada de { $attr } (necesitas { $target } o menos con 2d6). ¿Tiras o rezas antes (1 herida, +3)?
prompt-rage-reroll = { $mention }, el fuego del dragón te causa { $total } heridas ({ $dice }). ¿Te quedas con ese resultado o vuelves a tirar (una vez por partida)?
prompt-retreat = { $mention }, huye de la Sala del Tesoro: elige un pasadizo sin puerta ni rastrillo.
prompt-underground = { $mention }, te toca ({ $hero }, sol { $sun }/{ $limit }). Estás en las catacumbas ({ $cards } { $cards ->
        [one] carta
       *[other] cartas
    } hasta ahora, en dirección { $dir }): `Coger` tu carta de Catacumbas.
prompt-descend = { $mention }, ¡caes a las catacumbas! ¿Hacia dónde apunta tu indicador de Viaje? (`Entrar ARRIBA`, `Entrar ABAJO`, `Entrar IZQUIERDA` o `Entrar DERECHA`)
prompt-exit-card = { $mention }, ¡una salida! Con { $cards } { $cards ->
        [one] carta
       *[other] cartas
    } subes { $travelled } { $travelled ->
        [one] espacio
       *[other] espacios
    } en dirección { $dir } desde tu indicador, y luego te desvías 1d6 hacia el lado que elijas antes de tirar: `Emerger { $a }` o `Emerger { $b }`. O sigue adelante: `No`.
prompt-orient = { $mention }, sales en un espacio sin explorar y se coloca una sala: ¿hacia qué lado quieres que mire su entrada? (`Orientar` y un lado; las órdenes de abajo son los lados que puede mirar)
prompt-landing = { $mention }, sales en una sala partida en dos: ¿en qué lado te quedas? (`Extremo` y un lado)
prompt-discard = { $mention }, entrega la carta de Botín que elijas: `Soltar NOMBRE`.
prompt-lose-loot = { $mention }, has quedado inconsciente y tienes que entregar { $count } { $count ->
        [one] carta
       *[other] cartas
    } de Botín más, a tu elección: `Soltar NOMBRE`, de una en una.
prompt-servant = { $mention }, tu héroe ha muerto, pero ahora sirves a Kalladra: mueve un monstruo una sala (`Mover monstruo B3 ARRIBA`), añade uno junto a una Sala de la Torre mientras haya menos monstruos que héroes (`Añadir monstruo B2`), o `Pasar`. Si un monstruo llega a la sala de un héroe, lo ataca, y tú lo llevas.
prompt-duel-or-monster = { $mention }, aquí están { $hero } y un monstruo, y tú decides a quién te enfrentas primero: al monstruo (`Luchar` y su letra) o a { $hero } (`Atacar`).
prompt-monster-treasure = { $mention }, Tesoros monstruosos: tu tirada ha quedado por debajo de la vida del monstruo. ¿Coges la carta superior del mazo de Tesoro? `Sí` o `No`.
prompt-which-monster = { $mention }, aquí acechan varios monstruos: ¿a cuál te enfrentas primero? (`Luchar` y su letra)
prompt-duel = ⚔️ Ronda { $round } del duelo: esperando los golpes de { $names } por mensaje privado.
prompt-spoils = { $mention }, has ganado el duelo: quita una carta de Botín a { $from } (`Quitar NOMBRE`; boca abajo con Secretos: `Quitar cualquiera`), o `No`.
prompt-breakout = { $mention }, sin salida, despiertas en otro sitio: elige el espacio vecino (`Mover` y un lado, haya muro o no). Si está sin explorar se coloca una sala nueva, y la afrontas en tu próximo turno.
prompt-warning = { $mention }, la trampa **{ $card }** está a punto de saltar. `Usar runa Aviso` para ignorarla, o `No` para afrontarla.
prompt-fortune = { $mention }, has fallado la tirada. `Usar runa Fortuna` para repetirla, o `Mantener` el resultado.
prompt-move-on-stasis = { $mention }, la Runa de Estasis detiene el tiempo: vuelve a moverte, o `No` para quedarte aquí.
prompt-test-rune = { $mention }, viene una tirada de { $attr } (necesitas { $target } o menos con 2d6). ¿`Tirar`, o `Usar runa Fuerza` para superarla sin tirar?
prompt-options = Órdenes: { $commands }
prompt-dragon-odds = 🐉 `Quedarse` coge otra carta de Dragón: { $chance } % de que siga dormido (dos cartas de Tesoro), { $rage } % de que despierte furioso.
prompt-monster = { $mention }, ¡{ $a_monster }! ¿`Escapar` ({ $chance } %; si te atrapa sufres { $damage } { $damage ->
        [one] herida
       *[other] heridas
    } y tienes que luchar) o `Atacar`?
prompt-monster-no-escape = { $mention }, ¡{ $a_monster }! { $why }
prompt-fallen-elf = { $mention }, el Elfo del abismo quiere una de tus cartas de Botín: `Dar NOMBRE`, o `Atacar` (se lucha como un Druida caído).
prompt-combat = ⚔️ Ronda { $round } contra { $monster_gender ->
        [feminine] la
       *[other] el
    } { $monster }: esperando los golpes de { $names } por mensaje privado.
prompt-combat-offer = ⚔️ Esperando a que { $name } acepte o rechace el papel { $monster_gender ->
        [feminine] de la
       *[other] del
    } { $monster } (por mensaje privado).
prompt-combat-open = ⚔️ El papel { $monster_gender ->
        [feminine] de la
       *[other] del
    } { $monster } está libre: `!dq monstruo` para quedártelo, o el organizador con `!dq monstruo bot`.
prompt-waiting-on = Esperando a { $name }.
