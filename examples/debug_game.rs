use kalladra::engine::rng::seed_from_u64;
use kalladra::simulate::*;
fn main() {
    let n: u64 = std::env::args().nth(1).unwrap().parse().unwrap();
    let players: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let mut p = SensiblePolicy::new(n - 10_000);
    let r = play(seed_from_u64(n), players, &mut p, 3000);
    for e in r.events.iter().rev().take(30).collect::<Vec<_>>().into_iter().rev() { println!("{e:?}"); }
    println!("sun {} turn {}", r.game.sun, r.game.turn);
}
