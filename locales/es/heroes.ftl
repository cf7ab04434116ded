## Heroes (templates/heroes.toml): full name, short name, ability.

hero-challara = Challara y Llamabrillante
hero-challara-short = Challara
hero-challara-ability = Sus golpes de Hechizo también vencen a Hechizo.

hero-gherinn = Hermano Gherinn
hero-gherinn-short = Gherinn
hero-gherinn-ability = Una vez por turno, antes de una tirada, puede sufrir 1 herida para ganar 3 de determinación (responde Rezar en vez de Tirar). Puede repetir una vez la tirada de daño de la Furia del dragón.

hero-hugo = Hugo el Glorioso
hero-hugo-short = Hugo
hero-hugo-ability = Ignora la primera herida de cada ronda de combate en la que su Ataque Estándar empata.

hero-krutzbeck = Krutzbeck
hero-krutzbeck-short = Krutzbeck
hero-krutzbeck-ability = Su Ataque Brutal también vence al mismo tipo de golpe.

hero-lindel = Lindel
hero-lindel-short = Lindel
hero-lindel-ability = Puede buscar en una sala tres turnos seguidos en lugar de dos.

hero-tatianna = Tatianna
hero-tatianna-short = Tatianna
hero-tatianna-ability = Cada vez que ataca (a un monstruo, o a un héroe con Héroe contra Héroe), tira 1d6 antes de la primera ronda: con 4-5 inflige 1 herida, con 6 inflige 2.

