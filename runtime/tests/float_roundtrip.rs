//! Numbers in server answers decode to the nearest `f64`, so a decoded value survives a JSON
//! round trip unchanged. serde_json's default float parser may be one unit in the last place
//! off on long decimals; the runtime turns on its `float_roundtrip` feature (the fuzzer found
//! the difference on a price with 35 digits).

#[test]
fn long_decimals_decode_to_the_nearest_f64_and_round_trip() {
    for text in [
        "1.5666666666666666666666666666666666",
        "0.1000000000000000055511151231257827021181583404541015625",
        "2.2250738585072011e-308",
        "9007199254740993.0000000000000000001",
        "123456789.12345678901234567890123456789",
    ] {
        let first: f64 = serde_json::from_str(text).unwrap();
        let nearest: f64 = text.parse().unwrap();
        assert_eq!(
            first.to_bits(),
            nearest.to_bits(),
            "{text} is not read as the nearest f64"
        );
        let again: f64 = serde_json::from_str(&serde_json::to_string(&first).unwrap()).unwrap();
        assert_eq!(first.to_bits(), again.to_bits(), "{text} changed in a round trip");
    }
}
