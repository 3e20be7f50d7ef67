//! A fake's start-up, as a generated crate's `Fake::start` does it: the model parsed and prepared
//! once per process, then a fake with state of its own per test. Prints the first start, the
//! median of the later ones, and what compiling every schema up front (`Fake::new`) would cost.
//!
//!   cargo run -p oapigen-fake --example start_cost -- MODEL.json [STARTS]
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use oapigen_fake::model::Model;
use oapigen_fake::{Fake, Options, Prepared};

fn prepared(text: &str) -> Arc<Prepared> {
    static PREPARED: OnceLock<Arc<Prepared>> = OnceLock::new();
    PREPARED
        .get_or_init(|| Prepared::new(Model::from_json(text).expect("the model parses")).expect("the model is sound"))
        .clone()
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("a fake_model.json");
    let n: usize = args.next().map(|n| n.parse().expect("a count")).unwrap_or(100);
    let text = std::fs::read_to_string(&path).expect("the model reads");
    let mut times = Vec::new();
    for _ in 0..n.max(2) {
        let t = Instant::now();
        let fake = Fake::serving(prepared(&text), Options::default());
        let running = fake.start().await.expect("a port");
        times.push(t.elapsed());
        drop(running);
    }
    let first = times.remove(0);
    times.sort();
    let median = times[times.len() / 2];
    let t = Instant::now();
    let eager = Fake::new(Model::from_json(&text).expect("the model parses"), Options::default()).expect("compiles");
    let eager_time = t.elapsed();
    drop(eager);
    println!(
        "first start {:.1} ms, later starts median {:.3} ms (of {}), every schema compiled up front {:.1} ms",
        ms(first),
        ms(median),
        times.len(),
        ms(eager_time)
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
