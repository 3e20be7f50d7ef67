//! Rotating a live client's credentials: a new one set by hand ([`Transport::set_credential`]),
//! or fetched from a scheme's token source before a request. Above `auth` (what a credential
//! puts on a request) and `tokens` (what the client knows of a source's token).

use super::Transport;
use super::auth::{self, SchemeSlot};
use super::tokens::{TokenSlot, TokenState, renew_at};
use crate::error::Error;

impl Transport {
    /// Replaces the credential of scheme `name` (`""` or the default scheme's name for the
    /// default) on this client and every clone of it: requests sent from now on carry the new
    /// one. Checked as `build()` checks a credential; the old one stays on failure.
    pub fn set_credential(&self, name: &str, credential: impl Into<String>) -> Result<(), Error> {
        let slot = self.slot(name)?;
        let auth = auth::prepare(slot.name, &slot.scheme, &credential.into())?;
        slot.set(Some(auth));
        Ok(())
    }

    /// Replaces the default scheme's credential (see [`set_credential`](Self::set_credential)).
    pub fn set_api_key(&self, key: impl Into<String>) -> Result<(), Error> {
        let name = self.inner.schemes[0].name;
        self.set_credential(name, key)
    }

    fn slot(&self, name: &str) -> Result<&SchemeSlot, Error> {
        let schemes = &self.inner.schemes;
        let found = if name.is_empty() {
            schemes.first()
        } else {
            schemes.iter().find(|s| s.name == name)
        };
        found.ok_or_else(|| Error::Config(format!("`{name}` is no security scheme of this client")))
    }

    /// Makes every scheme with a token source hold a fresh token; with `renew`, those whose
    /// token is of the generations given (refused by the API) get a new one.
    pub(crate) async fn fresh_tokens(&self, operation_id: &'static str, renew: &[(usize, u64)]) -> Result<Vec<(usize, u64)>, Error> {
        let mut used = Vec::new();
        for (i, slot) in self.inner.schemes.iter().enumerate() {
            let Some(tokens) = &slot.tokens else { continue };
            let refused = |state: TokenState| renew.iter().any(|&(j, g)| j == i && g == state.generation);
            let state = tokens.state();
            if !TokenSlot::fresh(state) || refused(state) {
                let _fetching = tokens.fetching.lock().await;
                // Another request may have fetched one while this one waited.
                let state = tokens.state();
                if !TokenSlot::fresh(state) || refused(state) {
                    let token = tokens.source.token().await.map_err(|source| Error::Refused {
                        operation_id,
                        by: "token source",
                        source,
                    })?;
                    let auth = auth::prepare(slot.name, &slot.scheme, token.value.expose())?;
                    slot.set(Some(auth));
                    let mut state = tokens.state.lock().unwrap_or_else(|e| e.into_inner());
                    state.generation += 1;
                    state.renew_at = Some(token.expires_in.map(renew_at));
                }
            }
            used.push((i, tokens.state().generation));
        }
        Ok(used)
    }
}
