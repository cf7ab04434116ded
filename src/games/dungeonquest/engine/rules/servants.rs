//! Servants of Kalladra: an eliminated player's turn, moving a monster one chamber (onto a
//! hero it attacks him) or adding one beside a Tower Room.

use super::*;

/// The spaces beside the Tower Rooms, where Servants of Kalladra add monsters.
pub(super) fn beside_towers() -> impl Iterator<Item = Pos> {
    Corner::ALL.into_iter().flat_map(|c| {
        let p = c.pos();
        Dir::ALL
            .into_iter()
            .map(move |d| p.step(d))
            .filter(|q| q.on_board())
    })
}

/// The monster token a servant means: in `from`, of kind `monster` if named.
pub(super) fn servant_token(g: &Game, from: Pos, monster: Option<MonsterId>) -> Option<TokenId> {
    g.tokens_at(from)
        .into_iter()
        .filter(|t| monster.is_none_or(|m| t / 4 == m))
        .min()
}

/// A servant's turn (Servants of Kalladra): move a monster one chamber (doors and
/// portcullises are no bar, walls are), add one beside a Tower Room, or pass.
pub(super) fn check_servant(g: &Game, action: &Action) -> Result<(), Rejection> {
    let block = |why| Err(Rejection::Servant { why });
    match action {
        Action::MoveMonster { from, dir, monster } => {
            let Some(token) = servant_token(g, *from, *monster) else {
                return block(ServantBlock::NoToken);
            };
            let to = g.board.exit_from(*from, *dir);
            if !to.on_board()
                || g.board.side(*from, *dir) == Some(SideKind::Wall)
                || g.board.side(to, dir.opposite()) == Some(SideKind::Wall)
            {
                return block(ServantBlock::Wall);
            }
            if !matches!(g.board.cell(to), Cell::Chamber(_)) {
                return block(ServantBlock::NotAChamber);
            }
            // The ban on moving into a monster's chamber is absolute: stacks only come from
            // Adding More Monsters under Multiple Monsters in a Chamber.
            if !g.tokens_at(to).is_empty() {
                return block(ServantBlock::Occupied);
            }
            if g.last_moved == Some(token) && g.tokens.len() >= 2 {
                return block(ServantBlock::MovedLast);
            }
            Ok(())
        }
        Action::AddMonster { at } => {
            let heroes = g.seats.iter().filter(|s| s.hero.in_dungeon()).count();
            if g.tokens.len() >= heroes {
                return block(ServantBlock::Enough);
            }
            let beside = beside_towers().any(|p| p == *at)
                && matches!(g.board.cell(*at), Cell::Chamber(_))
                && g.occupant(*at, usize::MAX).is_none();
            if !beside {
                return block(ServantBlock::NotBesideTower);
            }
            if !g.settings.multiple_monsters && !g.tokens_at(*at).is_empty() {
                return block(ServantBlock::Taken);
            }
            Ok(())
        }
        Action::Decline | Action::No => Ok(()),
        _ => Err(Rejection::NotNow),
    }
}

/// Everything a servant could do now but pass.
pub(super) fn servant_moves(g: &Game) -> Vec<Action> {
    let mut v = Vec::new();
    for &(from, t) in &g.tokens {
        for dir in Dir::ALL {
            v.push(Action::MoveMonster {
                from,
                dir,
                monster: Some(t / 4),
            });
        }
    }
    v.extend(beside_towers().map(|at| Action::AddMonster { at }));
    v.dedup();
    v.into_iter()
        .filter(|a| check_servant(g, a).is_ok())
        .collect()
}

impl Ctx<'_> {
    /// The servant's monster, one chamber on.
    pub(super) fn servant_move(&mut self, from: Pos, dir: Dir, monster: Option<MonsterId>) {
        if let Some(token) = servant_token(self.g, from, monster) {
            self.move_monster(token, from, dir);
        }
    }

    /// Servants of Kalladra: the monster moves; onto a hero, it attacks him at once
    /// (Attacking Heroes), the servant playing it.
    pub(super) fn move_monster(&mut self, token: TokenId, from: Pos, dir: Dir) {
        let to = self.g.board.exit_from(from, dir);
        self.emit(Event::MonsterMoved { token, from, to });
        match self.g.occupant(to, usize::MAX) {
            Some(hero) => {
                self.emit(Event::MonsterAppears {
                    seat: hero,
                    token,
                    moved_from: None,
                    drawn: false,
                });
                self.confront(hero, token, AfterMonster::EndTurn);
            }
            None => self.end_turn(),
        }
    }

    /// Servants of Kalladra, Adding More Monsters: Dungeon cards are drawn and discarded until
    /// a monster turns up; its token goes on the chosen chamber beside a Tower Room.
    pub(super) fn add_monster(&mut self, at: Pos) {
        let mut monster = None;
        for _ in 0..200 {
            if self.g.pile(Deck::Dungeon).draw.is_empty() {
                if self.g.pile(Deck::Dungeon).discard.is_empty() {
                    break;
                }
                self.emit(Event::Reshuffled {
                    deck: Deck::Dungeon,
                });
            }
            let pile = &self.g.pile(Deck::Dungeon).draw;
            let card = pile[self.chance(0, pile.len() as u32) as usize];
            self.emit(Event::CardBurned {
                deck: Deck::Dungeon,
                card,
            });
            match content().card(card).effect {
                Effect::Monster => {
                    monster = content().card_monster(card);
                    break;
                }
                Effect::Shuffle => self.emit(Event::Reshuffled {
                    deck: Deck::Dungeon,
                }),
                _ => {}
            }
        }
        if let Some((token, moved_from)) = monster.and_then(|m| self.pick_token(m)) {
            self.emit(Event::MonsterAdded {
                token,
                at,
                moved_from,
            });
        }
        self.end_turn();
    }
}
