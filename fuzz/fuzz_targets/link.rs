//! Any text as a link's hash, whole: an error, or a game whose own link
//! reads back to the same link and the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringboard::ai::Evaluate;
use ringboard::games::{visit, GameVisitor};
use ringboard::play::link::{link, record_from_query, split_link};
use ringboard::play::record::Record;

struct Open<'a> {
    query: &'a str,
}

impl GameVisitor for Open<'_> {
    type Output = ();
    fn visit<G: Evaluate + 'static>(self) {
        let Ok(record) = record_from_query::<G>(self.query) else {
            return;
        };
        let text = link(&record);
        let (_, query) = split_link(&text).expect("our own link splits");
        let back: Record<G> = record_from_query(query)
            .unwrap_or_else(|error| panic!("our own link '{text}' does not open: {error}"));
        assert_eq!(link(&back), text);
        assert_eq!(back.current().position(), record.current().position());
        assert_eq!(back.outcome(), record.outcome());
    }
}

fuzz_target!(|data: &[u8]| {
    let hash = String::from_utf8_lossy(data);
    let Ok((game, query)) = split_link(&hash) else {
        return;
    };
    let _ = visit(game, Open { query });
});
