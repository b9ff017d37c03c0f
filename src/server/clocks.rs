//! The flag: a game whose running clock's time is up ends on time, whether
//! or not anybody is connected. Every instance looks; the database's
//! version check lets only one of them end each game.

use std::time::Duration;

use super::{now_ms, Shared};

/// How often the clocks are looked at.
const LOOK_EVERY: Duration = Duration::from_millis(100);

pub async fn watch_clocks(app: Shared) {
    let mut rounds = 0u64;
    loop {
        tokio::time::sleep(LOOK_EVERY).await;
        if let Ok(ids) = app.store.out_of_time(now_ms()).await {
            for id in ids {
                let _ = super::api::change(&app, &id, |_, _| Ok(())).await;
            }
        }
        rounds += 1;
        if rounds % 600 == 0 {
            app.limiters.forget_quiet();
        }
    }
}
