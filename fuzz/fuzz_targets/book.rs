//! Any bytes as a Double Ring opening book: an error, or a book that writes
//! back to the same bytes and answers any position of its board without a
//! panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringboard::games::double_ring::book::Book;
use ringboard::games::double_ring::DoubleRing;
use ringboard::Game;

fuzz_target!(|data: &[u8]| {
    let Ok(book) = Book::from_bytes(data) else {
        return;
    };
    assert_eq!(book.to_bytes(), data);
    let mut position = DoubleRing::start(&book.variant());
    for _ in 0..3 {
        let _ = book.winning_moves(&position);
        let Some(&mv) = position.legal_move_list().first() else {
            break;
        };
        position.play(mv);
    }
});
