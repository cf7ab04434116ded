## Heroes (templates/heroes.toml): full name, short name, ability.

hero-challara = Challara and Brightblaze
hero-challara-short = Challara
hero-challara-ability = Her Spell strikes also win against Spell.

hero-gherinn = Brother Gherinn
hero-gherinn-short = Gherinn
hero-gherinn-ability = Once per turn, before a test, he may take 1 wound to gain 3 determination (answer Pray instead of Roll). He may roll Dragon Rage damage again, once.

hero-hugo = Hugo the Glorious
hero-hugo-short = Hugo
hero-hugo-ability = Ignores the first wound of each combat round in which his Standard Attack draws.

hero-krutzbeck = Krutzbeck
hero-krutzbeck-short = Krutzbeck
hero-krutzbeck-ability = His Brutal Attack also wins against the same strike type.

hero-lindel = Lindel
hero-lindel-short = Lindel
hero-lindel-ability = May search a chamber three turns in a row instead of two.

hero-tatianna = Tatianna
hero-tatianna-short = Tatianna
hero-tatianna-ability = Whenever she attacks (a monster, or a hero under Hero vs Hero), she rolls 1d6 before round one: 4-5 deals 1 wound, 6 deals 2.

