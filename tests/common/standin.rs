//! The stand-in for Discord lives in the library (`kalladra::standin`), where `kalladra bench`
//! uses it too.
#![allow(unused_imports)]
pub use kalladra::standin::*;
