## What a plain roll is for, in brackets after the dice.

roll-darkness-side = la salida de la oscuridad: { $dir }
roll-part-loot = Botín
roll-part-rope = Cuerda
roll-part-curse = Maldición
roll-part-determination = determinación
roll-damage = daño
roll-heal = curación
roll-potion = la poción
roll-dragon-rage = fuego del dragón
roll-darkness = la salida de la oscuridad
roll-ambush = un golpe por sorpresa
roll-knock-out = Botín perdido en la caída
roll-late-start = comienzo tardío
roll-monster-treasure = un tesoro monstruoso
