//! Every output as every reader (G45): the lines told, the text board, the picture's alt
//! text, the prompt and the reader's own hand never name a card another player holds
//! unseen, in whole random games in both languages.

use super::super::content::CardId;
use super::super::event::Event;
use super::super::rules::{apply, legal_actions};
use super::super::view::view;
use super::super::words::{card_name, hand, prompt, tell};
use super::super::{board, picture, Game, Phase, Settings};
use crate::chance::{seed_from_u64, uniform};
use crate::lang::Lang;
use std::collections::BTreeMap;

/// Which cards are held unseen, and by whom: dealt or drawn into a hand; public again once
/// played, sent, discarded, lost or shown.
fn secrets_after(secret: &mut BTreeMap<CardId, usize>, e: &Event) {
    match e {
        Event::Dealt { deal: Some(d), .. } => {
            for (s, h) in d.hands.iter().enumerate() {
                for &c in h {
                    secret.insert(c, s);
                }
            }
        }
        Event::Drew {
            seat,
            cards: Some(cards),
            ..
        } => {
            for &c in cards {
                secret.insert(c, *seat);
            }
        }
        Event::Sent { card, .. }
        | Event::Played { card, .. }
        | Event::Lost { card, .. }
        | Event::Discarded {
            card: Some(card), ..
        } => {
            secret.remove(card);
        }
        // A fallen hero's hand goes to the discards, face up (G39).
        Event::Died { seat, .. } => secret.retain(|_, holder| holder != seat),
        Event::WindowClosed { plays } => {
            for r in plays.iter().flat_map(|(_, p)| p) {
                if let Some(c) = r.card {
                    secret.remove(&c);
                }
            }
        }
        _ => {}
    }
}

#[test]
fn no_output_names_a_card_another_player_holds_unseen() {
    let names: Vec<String> = vec!["Ana".into(), "Bo".into(), "Cy".into()];
    let mut told = 0usize;
    for seed in 0..10u64 {
        let settings = Settings {
            players: 3,
            round_limit: 6,
        };
        let mut g = Game::new(seed_from_u64(seed + 500), settings);
        let mut secret: BTreeMap<CardId, usize> = BTreeMap::new();
        let mut step = 0u64;
        while !g.is_over() && step < 2500 {
            step += 1;
            let seat = if g.phase == Phase::Setup {
                0
            } else {
                g.awaited()[0]
            };
            let legal = legal_actions(&g, seat);
            let pick = uniform(&seed_from_u64(seed), step, legal.len() as u32) as usize;
            let events = apply(&g, seat, &legal[pick]).unwrap();
            let before = g.clone();
            for e in &events {
                g.fold(e);
                secrets_after(&mut secret, e);
            }
            for lang in Lang::ALL {
                for viewer in [None, Some(0), Some(1), Some(2)] {
                    let v = view(&g, viewer);
                    let mut out = tell(lang, &before, viewer, &names, &events);
                    out.push(board::board(lang, &v, &names));
                    out.push(prompt(lang, &v, &names));
                    out.extend(hand(lang, &v));
                    if step.is_multiple_of(25) {
                        out.push(picture::alt(&v, &names, lang));
                    }
                    let all = out.join("\n");
                    told += all.len();
                    for (&c, &holder) in &secret {
                        if Some(holder) == viewer {
                            // The check can see a card: its holder's hand names it.
                            assert!(all.contains(&card_name(lang, c)), "{c} not in its hand");
                            continue;
                        }
                        assert!(
                            !all.contains(&card_name(lang, c)),
                            "seed {seed}: {:?} sees {} held by {holder}:\n{all}",
                            viewer,
                            card_name(lang, c)
                        );
                    }
                }
            }
        }
    }
    assert!(told > 100_000, "too little was told to check");
}
