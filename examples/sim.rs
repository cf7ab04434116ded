fn main() { let s = kalladra::simulate::simulate(300, 2, 1); println!("{}", serde_json::to_string_pretty(&s).unwrap()); }
