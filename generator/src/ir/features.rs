//! Cargo features per tag: which feature each operation and each type compiles under, decided
//! once by lowering (`lower/features.rs`) so that the emitters only read it.

use std::collections::BTreeSet;

/// The crate's tag features, and the gate of every operation and type. Empty (no features, no
/// gates) when the setting is off or the output has no client.
#[derive(Debug, Clone, Default)]
pub struct TagFeatures {
    /// Sorted by name, `untagged` last.
    pub features: Vec<TagFeature>,
    /// Per operation: the features of its tags.
    pub operations: Vec<Gate>,
    /// Per type ([`TypeId`](super::TypeId) order): the union of the features of the operations
    /// that reach it.
    pub types: Vec<Gate>,
}

/// One feature: a tag of the document, or the operations without one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TagFeature {
    /// The feature's name: the tag slugged (`K8s Clusters` → `k8s-clusters`), unique.
    pub name: String,
    /// The tag; `None` for the untagged operations.
    pub tag: Option<String>,
    /// How many operations it enables.
    pub operations: usize,
    /// The features it enables in turn (indices): those of the operations its operations call
    /// (task polling, reading what tasks made), so that every combination compiles.
    pub requires: Vec<usize>,
}

/// The features an item compiles under (any of them); empty: always.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Gate(pub BTreeSet<usize>);

static ALWAYS: Gate = Gate(BTreeSet::new());

impl Gate {
    pub fn is_always(&self) -> bool {
        self.0.is_empty()
    }
}

impl TagFeatures {
    /// Whether any item is gated: with fewer than two features every item compiles under each.
    pub fn gated(&self) -> bool {
        self.features.len() > 1
    }

    pub fn operation(&self, index: usize) -> &Gate {
        self.operations.get(index).unwrap_or(&ALWAYS)
    }

    pub fn ty(&self, id: super::TypeId) -> &Gate {
        self.types.get(id.0).unwrap_or(&ALWAYS)
    }

    /// The gate of an item that any of these gates' items uses: always if one of them is, or if
    /// they cover every feature (a `cfg` listing every feature says nothing).
    pub fn union<'g>(&self, gates: impl IntoIterator<Item = &'g Gate>) -> Gate {
        let mut out = BTreeSet::new();
        let mut any = false;
        for g in gates {
            any = true;
            if g.is_always() {
                return Gate::default();
            }
            out.extend(g.0.iter().copied());
        }
        if !any || out.len() >= self.features.len() {
            return Gate::default();
        }
        Gate(out)
    }

    /// [`union`](Self::union) for an item that must not compile with none of the features
    /// (an import, a private helper: unused, it would warn): a union of every feature stays
    /// one.
    pub fn union_exact<'g>(&self, gates: impl IntoIterator<Item = &'g Gate>) -> Gate {
        let mut out = BTreeSet::new();
        for g in gates {
            if g.is_always() {
                return Gate::default();
            }
            out.extend(g.0.iter().copied());
        }
        if self.gated() { Gate(out) } else { Gate::default() }
    }
}
