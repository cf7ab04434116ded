## Chamber kinds (templates/chambers.toml [kinds]): name and what happens there.

chamber-dungeon-room = Sala de la Mazmorra
chamber-dungeon-room-text = Coge una carta de Mazmorra.
chamber-corridor = Corredor
chamber-corridor-text = Sigue moviéndote enseguida. No puedes entrar dos veces en el mismo Corredor en un turno.
chamber-portcullis = Sala con Rastrillo
chamber-portcullis-text = Un rastrillo cae a tu espalda. Coge una carta de Mazmorra. Para salir por el rastrillo hace falta una tirada de Fuerza; aquí dentro no se puede escapar de los monstruos.
chamber-catacomb-entrance = Entrada a las catacumbas
chamber-catacomb-entrance-text = Coge una carta de Mazmorra. Una escalera baja hasta las catacumbas.
chamber-rotating-room = Sala Rotatoria
chamber-rotating-room-text = La primera vez que alguien entra, la sala gira media vuelta con un chirrido, y tu turno termina.
chamber-trap-room = Sala con Trampa
chamber-trap-room-text = Coge una carta de Trampa.
chamber-bridge = Puente
chamber-bridge-text = Crúzalo (tirada de Agilidad, +1 a la tirada por cada carta de Botín que lleves) o quédate en tu lado y vuelve atrás en tu próximo turno. Si caes, acabas en las catacumbas con 1d6 heridas, y eliges hacia dónde avanzas allí abajo.
chamber-darkness = Sala de Oscuridad
chamber-darkness-text = Avanzas a tientas sin detenerte: 1d6 decide por qué lado sales. Si ahí hay un muro, tu turno termina y vuelves a tirar en el siguiente.
chamber-cave-in = Derrumbe
chamber-cave-in-text = Coge una carta de Mazmorra. En tu próximo turno, vuelve por donde viniste o trepa por los escombros (tirada de Agilidad) y sigue adelante.
chamber-bottomless-pit = Pozo sin fondo
chamber-bottomless-pit-text = Tirada de Suerte. Si la superas, pasas al otro lado; si fallas, caes y mueres.
chamber-chasm = Abismo
chamber-chasm-text = Coge una carta de Mazmorra. Una fisura parte la sala en dos: solo puedes salir por el lado por el que entraste.
chamber-spider-web = Tela de araña
chamber-spider-web-text = Vuelve atrás en tu próximo turno, o rompe la telaraña (tirada de Fuerza) y sigue moviéndote enseguida. Si fallas, te quedas pegado hasta que consigas soltarte.
