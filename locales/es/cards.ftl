## Cards (templates/decks.toml): name and text, by stable id.

## Door deck (Puerta)

card-door-opens = La puerta se abre
card-door-opens-text = La puerta cede sin resistencia. Sigue adelante.
card-door-jammed = Puerta atascada
card-door-jammed-text = La puerta no se mueve. Te quedas donde estás; vuelve a intentarlo en tu próximo turno o busca otro camino.
card-door-hidden-trap = Trampa oculta
card-door-hidden-trap-text = La puerta tenía una trampa. Te quedas donde estás y coges una carta de Trampa.

## Trap deck (Trampa)

card-trapdoor = Trampilla
card-trapdoor-text = El suelo se hunde bajo tus pies. Tirada de Agilidad: si fallas, sufres 1 herida y te quedas colgando; guarda esta carta y repite la tirada al comienzo de cada turno hasta superarla.
card-poisonous-snakes = Serpientes venenosas
card-poisonous-snakes-text = Salen serpientes de las grietas del muro. Tirada de Armadura: si fallas, sufres 1d6 heridas.
card-poisonous-gas = Gas venenoso
card-poisonous-gas-text = Un humo verde sale silbando. Tirada de Suerte: si fallas, sufres 2 heridas y pierdes tu próximo turno.
card-trap-ceiling-collapses = El techo se derrumba
card-trap-ceiling-collapses-text = Llueven piedras. Tirada de Agilidad: si fallas, sufres 1d6 heridas.
card-explosion = Explosión
card-explosion-text = Un fogonazo y un estruendo. Tirada de Suerte: si fallas, sufres 3 heridas.
card-swinging-blade = Cuchilla pendular
card-swinging-blade-text = Una hoja sale de la oscuridad trazando un arco. Tirada de Agilidad: si fallas, sufres 3 heridas.
card-crossfire-trap = Trampa de fuego cruzado
card-crossfire-trap-text = Vuelan dardos desde las dos paredes. Tirada de Armadura: si fallas, sufres 1d6 heridas.

## Dungeon deck (Mazmorra)

card-dungeon-empty = Sala vacía
card-dungeon-empty-text = Polvo y silencio. Aquí no hay nada.
card-dead-adventurer = Aventurero muerto
card-dead-adventurer-text = Alguien llegó hasta aquí antes que tú. ¿Registras el cuerpo (coges una carta de Cadáver)? Responde Sí o No.
card-crypt = Cripta
card-crypt-text = Una cripta de piedra sellada. ¿La abres a la fuerza (coges una carta de Cripta)? Responde Sí o No.
card-ambush-skeleton = Emboscada: Esqueleto
card-ambush-skeleton-text = Unos huesos salen traqueteando de un nicho. ¡Te ataca un Esqueleto!
card-ambush-fallen-druid = Emboscada: Druida caído
card-ambush-fallen-druid-text = Una figura encapuchada surge de las sombras. ¡Te ataca un Druida caído!
card-ambush-abomination = Emboscada: Abominación
card-ambush-abomination-text = Algo enorme y deforme se abalanza sobre ti. ¡Te ataca una Abominación!
card-ambush-golem = Emboscada: Gólem
card-ambush-golem-text = Una figura de piedra cobra vida con un crujido. ¡Te ataca un Gólem!
card-ambush-demon = Emboscada: Demonio
card-ambush-demon-text = Las llamas se apartan y un demonio avanza hacia ti. ¡Te ataca un Demonio!
card-fallen-elf = Elfo del abismo
card-fallen-elf-text = Un elfo del abismo te corta el paso, daga en mano. Entrégale la carta de Botín que elijas, o lucha contra él como si fuera un Druida caído. Si no tienes Botín que entregar, lo afrontas como a cualquier Druida caído: escapa o lucha.
card-dungeon-hidden-trap = Trampa oculta
card-dungeon-hidden-trap-text = Clic. Coge una carta de Trampa.
card-dungeon-passage-down = Pasadizo descendente
card-dungeon-passage-down-text = Una escalera de caracol baja hacia las catacumbas.
card-dungeon-ceiling-collapses = El techo se derrumba
card-dungeon-ceiling-collapses-text = La bóveda se viene abajo. Tirada de Agilidad: si fallas, sufres 1d6 heridas.
card-torch-goes-out = La antorcha se apaga
card-torch-goes-out-text = Tu antorcha chisporrotea y se apaga. Pierdes tu próximo turno volviendo a encenderla.
card-dungeon-secret-door = Puerta secreta
card-dungeon-secret-door-text = Una corriente de aire delata una puerta oculta. Puedes pasar enseguida por cualquier lado de esta sala a un espacio vecino.
card-razorwing-attack = Ataque de alacortante
card-razorwing-attack-text = Un alacortante se lanza en picado sobre ti: 1d6 heridas. Tirada de Agilidad: si la superas, solo sufres la mitad (redondeando hacia abajo).
card-curse-of-the-wizard = Maldición del hechicero
card-curse-of-the-wizard-text = Despierta una vieja maldición. Tirada de Suerte: si fallas, te quedas esta carta y todas tus tiradas tienen -1 hasta que salgas de la mazmorra.
card-dungeon-unstable-potion = Poción inestable
card-dungeon-unstable-potion-text = Botín. Bébela en tu turno (Beber poción): 1d6; con 1-2 sufres 2 heridas, con 3-6 te curas 1d6.
card-bottle-imp = Diablillo de la botella
card-bottle-imp-text = Botín sin valor. Al final de la partida el diablillo se escapa con tu Botín más barato, a menos que antes lo dejes en una Sala de la Torre (Descartar diablillo).
card-lingering-shade = Alma en pena
card-lingering-shade-text = Un espectro te atraviesa. Tirada de Suerte: si fallas, sufres 2 heridas.
card-dungeon-gold-30 = Oro (30)
card-dungeon-gold-30-text = Una bolsa de monedas que vale 30 de oro.
card-dungeon-gold-40 = Oro (40)
card-dungeon-gold-40-text = Una bolsa de monedas que vale 40 de oro.
card-dungeon-shuffle = Barajar
card-dungeon-shuffle-text = Las sombras se agitan. Los descartes de Mazmorra se barajan de nuevo en el mazo y vuelves a coger carta.

## Search deck (Búsqueda)

card-search-secret-door = Pasadizo secreto
card-search-secret-door-text = Encuentras una puerta oculta. Puedes pasar enseguida por cualquier lado de esta sala a un espacio vecino.
card-search-empty = Nada de interés
card-search-empty-text = No encuentras nada que merezca la pena.
card-search-passage-down = Pasadizo descendente
card-search-passage-down-text = Tras unas piedras sueltas, unos escalones bajan hacia las catacumbas.
card-search-gold-10 = Oro (10)
card-search-gold-10-text = Unas pocas monedas que valen 10 de oro.
card-search-gold-60 = Oro (60)
card-search-gold-60-text = Una bolsa escondida que vale 60 de oro.
card-search-gold-70 = Oro (70)
card-search-gold-70-text = Una bolsa escondida que vale 70 de oro.
card-search-gold-150 = Oro (150)
card-search-gold-150-text = Un alijo que vale 150 de oro.
card-giant-centipede = Ciempiés gigante
card-giant-centipede-text = Te muerde un ciempiés tan largo como un hombre. Tirada de Armadura: si fallas, sufres 2 heridas.
card-ferrox = Férox
card-ferrox-text = Un férox salta desde una grieta. Tirada de Agilidad: si fallas, sufres 1d6 heridas.
card-search-unstable-potion = Poción inestable
card-search-unstable-potion-text = Botín. Bébela en tu turno (Beber poción): 1d6; con 1-2 sufres 2 heridas, con 3-6 te curas 1d6.
card-search-hidden-trap = Trampa oculta
card-search-hidden-trap-text = Al registrar activas algo. Coge una carta de Trampa.
card-spark = Chispa
card-spark-text = Botín sin valor. Descártala durante una ronda de combate para infligir 1 herida más en esa ronda.

## Crypt deck (Cripta)

card-crypt-gold-20 = Oro (20)
card-crypt-gold-20-text = Monedas de tumba que valen 20 de oro.
card-crypt-gold-90 = Oro (90)
card-crypt-gold-90-text = Un ajuar funerario que vale 90 de oro.
card-crypt-gold-120 = Oro (120)
card-crypt-gold-120-text = Un ajuar funerario que vale 120 de oro.
card-crypt-gold-250 = Oro (250)
card-crypt-gold-250-text = El ajuar de un gran señor, que vale 250 de oro.
card-crypt-unstable-potion = Poción inestable
card-crypt-unstable-potion-text = Botín. Bébela en tu turno (Beber poción): 1d6; con 1-2 sufres 2 heridas, con 3-6 te curas 1d6.
card-crypt-empty = Cripta vacía
card-crypt-empty-text = Solo huesos y polvo.
card-crypt-old-bones = Huesos antiguos
card-crypt-old-bones-text = Los huesos de la cripta se recomponen y se levantan. ¡Te ataca un Esqueleto!
card-spectral-storm = Tormenta espectral
card-spectral-storm-text = Los fantasmas salen aullando de la cripta. Tirada de Suerte: si fallas, sufres 1d6 heridas.
card-crypt-hidden-trap = Trampa oculta
card-crypt-hidden-trap-text = La losa tenía una trampa. Coge una carta de Trampa.
card-rune-blade = Espada rúnica
card-rune-blade-text = Botín que vale 50 de oro. En combate, cada ronda que gane tu Ataque Estándar inflige 1 herida más (regla propia).

## Corpse deck (Cadáver)

card-corpse-gold-50 = Oro (50)
card-corpse-gold-50-text = Un cinturón con dinero que vale 50 de oro.
card-corpse-gold-100 = Oro (100)
card-corpse-gold-100-text = Un cinturón con dinero que vale 100 de oro.
card-corpse-gold-200 = Oro (200)
card-corpse-gold-200-text = Una bolsa bien llena que vale 200 de oro.
card-corpse-unstable-potion = Poción inestable
card-corpse-unstable-potion-text = Botín. Bébela en tu turno (Beber poción): 1d6; con 1-2 sufres 2 heridas, con 3-6 te curas 1d6.
card-corpse-empty = Ya saqueado
card-corpse-empty-text = Alguien llegó antes. No queda nada.
card-rope = Cuerda
card-rope-text = Botín sin valor. Suma 2 a una tirada de Puente o de Pozo sin fondo (Cruzar cuerda en un Puente; en un Pozo se usa sola), y luego se pierde.
card-corpse-old-bones = Huesos antiguos
card-corpse-old-bones-text = El cuerpo no estaba del todo muerto. ¡Se levanta convertido en Esqueleto y te ataca!
card-scorpion = Escorpión
card-scorpion-text = Un escorpión sale de la manga del muerto. Tirada de Armadura: si fallas, sufres 2 heridas.
card-small-scorpion = Escorpión pequeño
card-small-scorpion-text = Te pica un escorpión pequeño: 1 herida.
card-deadly-scorpion = Escorpión mortal
card-deadly-scorpion-text = Te ataca un escorpión negro. Tirada de Armadura: si fallas, sufres 4 heridas.
card-shield = Escudo
card-shield-text = Botín que vale 40 de oro. En cada combate se ignora la primera herida que fueras a recibir (regla propia).

## Catacomb deck (Catacumbas)

card-catacomb-exit = Salida
card-catacomb-exit-text = Una escalera sube de vuelta hacia la mazmorra. Sal ahora (Emerger y el lado hacia el que te desvías) o sigue adelante.
card-catacomb-empty = Vacío
card-catacomb-empty-text = Huesos y polvo, nada más.
card-hole-in-the-roof = Agujero en el techo
card-hole-in-the-roof-text = Por una bóveda rota entra algo parecido a la luz del día. Puedes salir trepando por aquí (Emerger y el lado hacia el que te desvías) o seguir adelante.
card-catacomb-hidden-trap = Trampa oculta
card-catacomb-hidden-trap-text = Algo hace clic bajo tu bota. Coge una carta de Trampa.
card-treasure-chest = Cofre del tesoro
card-treasure-chest-text = Botín. Pesa demasiado para abrirlo aquí abajo: al final de la partida vale 2d6 x 100 de oro.
card-gigantic-diamond = Diamante gigantesco
card-gigantic-diamond-text = Botín que vale 4000 de oro: la leyenda de las catacumbas era cierta.
card-catacomb-torch-goes-out = La antorcha se apaga
card-catacomb-torch-goes-out-text = Una corriente de aire apaga tu antorcha. Pierdes tu próximo turno buscando luz.
card-horde-of-rats = Horda de ratas
card-horde-of-rats-text = Una marea de ratas te pasa por encima. Tirada de Armadura: si fallas, sufres 4 heridas.
card-spiders-venom = Veneno de araña
card-spiders-venom-text = Una araña enorme cae desde la bóveda. Tirada de Suerte: si fallas, su veneno te causa 2 heridas.
card-catacomb-razorwing = Alacortante
card-catacomb-razorwing-text = Un alacortante sale chillando de la oscuridad: 1d6 heridas.
card-demon-flame = Llama demoníaca
card-demon-flame-text = Un chorro de fuego demoníaco. Tirada de Suerte: si la superas, solo te chamusca y sufres 1 herida; si fallas, sufres 5.
card-skeleton-volley = Andanada de esqueletos
card-skeleton-volley-text = Unos arqueros esqueléticos disparan desde los nichos: 1d6 heridas.
card-golem-grab = Presa del gólem
card-golem-grab-text = El puño de un gólem se cierra sobre ti: 2 heridas, y tienes que entregar la carta de Botín que elijas (Soltar NOMBRE).
card-abomination-smash = Golpe de abominación
card-abomination-smash-text = Una abominación golpea a ciegas: 10 heridas menos tu Armadura, como mínimo 1.
card-druids-bolt = Rayo del druida
card-druids-bolt-text = Un druida caído te lanza un rayo. Tirada de Suerte: si fallas, sufres 3 heridas.
card-vampire-bite = Mordisco de vampiro
card-vampire-bite-text = Un murciélago vampiro te muerde a fondo: 2 heridas, y nada te cura hasta que vuelvas a la mazmorra.
card-greedy-fallen-elf = Elfo del abismo codicioso
card-greedy-fallen-elf-text = Un elfo del abismo intenta arrebatarte el zurrón. Tirada de Agilidad: si fallas, se escapa con tu carta de Botín más valiosa.
card-giant-naga = Naga gigante
card-giant-naga-text = Una naga gigante se enrosca a tu alrededor. Tirada de Fuerza: si fallas, sufres 3 heridas.
card-skeleton-ambush = Emboscada de esqueleto
card-skeleton-ambush-text = ¡Un Esqueleto sale de un nicho funerario y te ataca! Aquí abajo no se deja ninguna ficha.
