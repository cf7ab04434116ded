# Hollowdeep (las reglas de Dungeoneer con cartas nuestras): las palabras con que se escribe el
# texto de una carta. El texto sale de sus campos (src/games/dungeoneer/content/text.rs).

dg-game = Hollowdeep

## Valores, formas, tipos
dg-melee = Cuerpo a cuerpo
dg-magic = Magia
dg-speed = Rapidez
dg-life = Vida
dg-level = Nivel
dg-carry-boon = huecos de Don
dg-carry-treasure = huecos de Tesoro
dg-pack = sitio en la Jauría
dg-roll-attack = ataque
dg-roll-counter = contraataque
dg-roll-threat = Amenaza
dg-roll-search = búsqueda
dg-roll-chance = Azar
dg-kind-undead = No muerto
dg-kind-demon = Demonio
dg-kind-beast = Bestia
dg-kind-vermin = Alimaña
dg-kind-brute = Bruto
dg-kind-spirit = Espíritu
dg-map-entrance = Entrada
dg-map-passage = pasadizo
dg-map-grim_passage = pasadizo siniestro
dg-map-room = sala
dg-feature-pit = Foso
dg-feature-spikes = Pinchos
dg-feature-hazard = Riesgo
dg-feature-sewer = Cloaca
dg-feature-portal = Portal
dg-source-exit = salida
dg-source-trap = Trampa
dg-source-pit = Foso
dg-source-spikes = Pinchos
dg-source-quest = misión
dg-what-hand = { $count ->
    [one] carta de la mano
   *[other] cartas de la mano
 }
dg-what-treasure = { $count ->
    [one] Tesoro
   *[other] Tesoros
 }
dg-what-boon = { $count ->
    [one] Don
   *[other] Dones
 }
dg-what-attachment = { $count ->
    [one] Adjunto
   *[other] Adjuntos
 }
dg-what-pack = { $count ->
    [one] monstruo de una Jauría
   *[other] monstruos de una Jauría
 }
dg-what-monster = { $count ->
    [one] monstruo atacante
   *[other] monstruos atacantes
 }

## El encabezado
dg-category-boon = Don
dg-category-treasure = Tesoro
dg-category-bane = Maldición
dg-category-encounter = Encuentro
dg-play-dungeonlord = fase del Señor de la Mazmorra
dg-play-hero = fase del Héroe
dg-play-response = Respuesta
dg-play-anytime = En cualquier momento
dg-duration-instant = Instantánea
dg-duration-permanent = Permanente
dg-duration-attachment = Adjunto
dg-duration-monster = Monstruo
dg-slot-weapon = arma
dg-slot-armour = armadura
dg-slot-helm = yelmo
dg-slot-boots = botas
dg-slot-cloak = capa
dg-cost-glory = { $n } de Gloria
dg-cost-peril = { $n } de Peligro
dg-cost-variable = { $n }+# de { $funding }
dg-upkeep = mantenimiento { $n } de { $funding }
dg-attach = se adjunta a { $host ->
    [hero] un héroe
    [treasure] un Tesoro
   *[monster] un monstruo
 }
dg-target-hero = Sobre un héroe.
dg-target-monster = Sobre un monstruo que te ataca.
dg-target-space = Sobre un espacio.
dg-target-map = Sobre una carta de mapa.

## Las operaciones
dg-op-stat = { $n } a { $stat }
dg-op-roll = { $n } a una tirada de { $roll }{ $form ->
    [none] {""}
   *[other] {" "}de { $form }
 }
dg-op-reroll = repite un dado de { $roll }; vale la nueva tirada
dg-op-threat = Amenaza de { $form } { $number }+
dg-op-threat-space = cada héroe del espacio afronta una Amenaza de { $form } { $number }+
dg-op-pass = si la supera: { $effects }
dg-op-fail = si falla: { $effects }
dg-op-wound = { $n ->
    [1] 1 herida
   *[other] { $n } heridas
 }
dg-op-heal = cura { $n } de Vida
dg-op-movement = { $n } de Movimiento al instante
dg-op-glory-you = { $gain ->
    [yes] ganas { $n } de Gloria
   *[no] pierdes { $n } de Gloria
 }
dg-op-glory-target = { $gain ->
    [yes] el héroe gana { $n } de Gloria
   *[no] el héroe pierde { $n } de Gloria
 }
dg-op-peril-you = { $gain ->
    [yes] ganas { $n } de Peligro
   *[no] pierdes { $n } de Peligro
 }
dg-op-peril-target = { $gain ->
    [yes] el héroe gana { $n } de Peligro
   *[no] el héroe pierde { $n } de Peligro
 }
dg-op-draw = roba { $n ->
    [1] 1 carta
   *[other] { $n } cartas
 }
dg-op-discard = descarta { $n } { $what }{ $chooser ->
    [you] , a tu elección
    [random] , al azar
   *[owner] {""}
 }
dg-op-cancel = ese ataque no hace nada
dg-op-return = el monstruo vuelve a la mano de su dueño
dg-op-warp-adjacent = lleva al héroe a un espacio vecino
dg-op-warp-within = lleva al héroe hasta { $n } espacios
dg-op-warp-entrance = lleva al héroe a la Entrada
dg-op-warp-kind = lleva al héroe a un { $kind }
dg-op-shift = mueve una carta de mapa hasta { $n } casillas
dg-op-tip = el héroe queda derribado
dg-op-untip = levanta al héroe
dg-op-drain = pierde { $n } Nivel (nunca por debajo de 1)
dg-op-minion = un monstruo de Vida { $n } o menos que acaba de atacarte pasa a ser tu Esbirro
dg-op-immune = inmune a { $list }
dg-op-threat-mod = { $n } a toda Amenaza de { $source }
dg-op-monster-mod = { $n } a { $stat } de todo { $kind }
dg-op-variable = (# como mucho { $max })
dg-scope-roll = en una tirada
dg-scope-combat = en este combate
dg-scope-turn = hasta el próximo Reinicio
dg-when-space = { $id ->
        [room] en una { $kind }
        [entrance] en la { $kind }
       *[other] en un { $kind }
    }
dg-when-feature = en un { $feature }
dg-when-monster = contra { $kind }
dg-when-form = en combate de { $form }
dg-when-level = desde el Nivel { $n }
dg-when-tipped = mientras está derribado
dg-when-wounded = mientras está herido

## Monstruos y mapas
dg-monster = { $kind } · Vida { $life } · Cuerpo a cuerpo { $melee } · Magia { $magic } · Rapidez { $speed }
dg-monster-attacks = Ataca con { $forms }.
dg-monster-hit = Si acierta: { $effects }.
dg-monster-special = Especial, por { $peril } más de Peligro: { $effects }.
dg-monster-immune = Inmune a { $list }.
dg-exit-open = abierta
dg-exit-locked = cerrada ({ $form } { $threat }+)
dg-exit-trapped = con trampa ({ $form } { $threat }+)
dg-exit-wall = muro
dg-map-line = { $kind } · { $glory } de Gloria · { $peril } de Peligro · N { $n } · E { $e } · S { $s } · O { $w }
dg-feature-line-pit = Foso: Amenaza de { $form } { $threat }+ al entrar, o caes (derribado).
dg-feature-line-spikes = Pinchos: Amenaza de { $form } { $threat }+ al entrar, o 1 herida.
dg-feature-line-hazard = Riesgo: +{ $bonus } a toda Trampa jugada aquí.
dg-feature-line-sewer = Cloaca: 1 de Movimiento para saltar a la otra Cloaca.
dg-feature-line-portal = Portal: 1 de Movimiento para saltar a la Entrada o desde ella.
dg-on-enter = Al entrar por primera vez: { $effects }.

## Héroes y misiones
dg-hero-level = Nivel { $level }: Cuerpo a cuerpo { $melee }, Magia { $magic }, Rapidez { $speed }
dg-hero-carry = Vida { $life }; lleva { $boon } Dones y { $treasure } Tesoros.
dg-hero-ability = Habilidad ({ $play }, { $cost }{ $per_turn ->
    [0] {""}
   *[other] , una vez por turno
 }): { $effects }.
dg-cost-free = gratis
dg-quest-type-artifact = Artefacto
dg-quest-type-chance = Azar
dg-quest-type-effect = Efecto
dg-quest-type-escort = Escolta
dg-quest-type-sacrifice = Sacrificio
dg-quest-type-search = Búsqueda
dg-quest-type-slay = Caza
dg-quest-type-threat = Amenaza
dg-quest-at = En { $places }.
dg-quest-escort = Toma la ficha en { $from }; llévala a { $to }.
dg-quest-search = Busca en cualquier { $kind } (1 de Movimiento por tirada, +1 por espacio desde la Entrada): { $number }+.
dg-quest-arrive = Llega.
dg-quest-threat = Amenaza de { $form } { $number }+{ $fail }.
dg-quest-chance = Tira { $dice } dados (1 de Movimiento por intento): { $pattern }.
dg-pattern-same = todos iguales
dg-pattern-run = una escalera de caras seguidas
dg-pattern-set = exactamente { $faces }
dg-pattern-sum = un total de { $n } o más
dg-quest-price = Paga: { $effects }.
dg-quest-slay = Derrota al monstruo: { $monster }
dg-quest-ongoing = Mientras la tienes: { $effects }.
dg-quest-reward = Recompensa: un Nivel{ $more }.
dg-or = o
