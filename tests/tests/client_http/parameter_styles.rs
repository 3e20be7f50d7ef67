//! Parameters go as their `style` and `explode` say (the fixture's `findThings`): a matrix path,
//! a deep object, an exploded form object, delimited and unexploded lists, a list header.

use super::*;
use nothing_dropped_silently::rules;

#[tokio::test]
async fn each_style_is_written_as_the_document_says() {
    let server = Server::start(|_| Reply::empty(204)).await;
    let client = rules::Client::builder().base_url(&server.base_url).build().unwrap();
    let range: rules::types::FindThingsRange = typed(&json!({"gte": 2, "lt": 8, "names": ["a b", "c"]}));
    let filter: rules::types::FindThingsFilter = typed(&json!({"state": "on", "size": 3}));
    client
        .find_things()
        .ids(vec![3, 4])
        .range(range)
        .filter(filter)
        .tags(vec!["x".to_string(), "y|z".to_string()])
        .words(vec!["p".to_string(), "q".to_string()])
        .sizes(vec![1, 2])
        .x_ids(vec![5, 6])
        .send()
        .await
        .unwrap();
    let rec = &server.requests()[0];
    assert_eq!(rec.path, "/regions/;ids=3;ids=4/things");
    assert_eq!(
        rec.query.as_deref(),
        Some(
            "range%5Bgte%5D=2&range%5Blt%5D=8&range%5Bnames%5D=a+b&range%5Bnames%5D=c\
             &size=3&state=on&tags=x%7Cy%7Cz&words=p+q&sizes=1%2C2"
        )
    );
    assert_eq!(rec.header("x-ids"), Some("5,6"));
}
