//! Response decoding of the generated `cloud-api` client: any server body, decoded as the success
//! type of every operation (as `send_json` does: an all-whitespace body reads as `null`), must
//! never panic; what decodes must print (`Debug` redacts secrets), validate, and survive a
//! round trip through JSON unchanged. Error bodies go through `ApiErrorBody` the same way.
//!
//! `OAPIGEN_FUZZ_DEBUG=1` prints which types an input decodes as, and why not (to check seeds).

#![no_main]

use std::fmt::Debug;

use cloud_api::types;
use libfuzzer_sys::fuzz_target;
use oapigen_runtime::{ApiErrorBody, Validate};
use serde::Serialize;
use serde::de::DeserializeOwned;

fn check<T>(body: &[u8])
where
    T: DeserializeOwned + Serialize + Debug + PartialEq + Validate,
{
    let debug = std::env::var_os("OAPIGEN_FUZZ_DEBUG").is_some();
    let value = match serde_json::from_slice::<T>(body) {
        Ok(v) => v,
        Err(e) => {
            if debug {
                eprintln!("not a {}: {e}", std::any::type_name::<T>());
            }
            return;
        }
    };
    if debug {
        eprintln!("decodes as {}", std::any::type_name::<T>());
    }
    let _ = format!("{value:?}");
    if let Err(errors) = value.validate() {
        let _ = errors.to_string();
        let _ = format!("{errors:?}");
    }
    let json = serde_json::to_vec(&value).expect("a decoded value serializes");
    let again: T = match serde_json::from_slice(&json) {
        Ok(v) => v,
        Err(e) => panic!(
            "{} re-encoded as {} does not decode: {e}",
            std::any::type_name::<T>(),
            String::from_utf8_lossy(&json)
        ),
    };
    assert!(
        again == value,
        "{} changed in a JSON round trip: {}",
        std::any::type_name::<T>(),
        String::from_utf8_lossy(&json)
    );
}

fuzz_target!(|data: &[u8]| {
    let body: &[u8] = if data.iter().all(u8::is_ascii_whitespace) {
        b"null"
    } else {
        data
    };
    // The success type of every operation of spec/cloud.yaml (see generated/src/client.rs).
    check::<types::QuotaRecord>(body);
    check::<types::FunctionList>(body);
    check::<types::Volume>(body);
    check::<types::SecurityGroup>(body);
    check::<types::TaskIdList>(body);
    check::<types::BaremetalServer>(body);
    check::<types::Namespace>(body);
    check::<types::K8sClusterPrice>(body);
    check::<types::Task>(body);
    check::<Vec<types::Task>>(body);
    // Error bodies: whatever the server sends, the error message is built without panicking.
    let err = ApiErrorBody::from_bytes(data);
    let _ = err.message();
    let _ = err.summary();
    let _ = format!("{err:?}");
});
