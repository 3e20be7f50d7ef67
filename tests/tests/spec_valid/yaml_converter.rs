//! The YAML converter itself

use super::*;

#[test]
fn yaml_converter_follows_the_core_schema() {
    let v = yaml_to_json(
        r#"
plain_true: true
cap_true: True
quoted_true: 'true'
null_word: null
tilde: ~
empty:
quoted_null: "null"
int: 42
neg: -7
plus: +3
octal: 0o17
hex: 0x1F
float: 1.5
exp: 1e3
dot_float: .5
version: 3.1.0
yes_word: yes
block: |
  text
list: [a, 'b', 3]
'200': ok
300: status
anchor: &a {x: 1}
alias: *a
"#,
    )
    .unwrap();
    assert_eq!(
        v,
        json!({
            "plain_true": true, "cap_true": true, "quoted_true": "true",
            "null_word": null, "tilde": null, "empty": null, "quoted_null": "null",
            "int": 42, "neg": -7, "plus": 3, "octal": 15, "hex": 31,
            "float": 1.5, "exp": 1000.0, "dot_float": 0.5,
            "version": "3.1.0", "yes_word": "yes", "block": "text\n",
            "list": ["a", "b", 3], "200": "ok", "300": "status",
            "anchor": {"x": 1}, "alias": {"x": 1},
        })
    );
    assert!(yaml_to_json("a: 1\na: 2\n").unwrap_err().contains("duplicate"));
    assert!(yaml_to_json("a: .inf\n").is_err());
    assert!(yaml_to_json("? [a]\n: 1\n").is_err());
    assert!(yaml_to_json("a: !custom x\n").is_err());
    assert_eq!(yaml_to_json("a: !!str 12\n").unwrap(), json!({"a": "12"}));
}
