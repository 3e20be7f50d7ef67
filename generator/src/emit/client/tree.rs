//! The client's resource tree: a handle type per node of [`ClientTree`], each with a method per
//! operation under it (returning the operation's request builder) and an accessor per child,
//! and the client's accessors of the top nodes. Lowering named everything.

use proc_macro2::TokenStream;
use quote::quote;

use super::super::{Ctx, docs, ident};
use crate::ir::*;

impl Ctx<'_> {
    /// The gate of a node: the union of its operations' and its children's.
    fn node_gate(&self, n: usize) -> Gate {
        let tree = &self.api.tree;
        let features = &self.api.tag_features;
        let mut ops = Vec::new();
        let mut todo = vec![n];
        while let Some(i) = todo.pop() {
            ops.extend(tree.nodes[i].methods.iter().map(|m| m.operation));
            todo.extend(tree.nodes[i].children.iter().copied());
        }
        features.union(ops.iter().map(|&o| features.operation(o)))
    }

    /// A tree method's docs: one line, the operation's summary with its method and path; the
    /// operation-named method of `Client` carries the rest.
    fn tree_doc(&self, op: &Operation) -> TokenStream {
        let summary = op
            .summary
            .as_deref()
            .map(docs::line)
            .unwrap_or_else(|| docs::code(&op.id));
        let text = format!(
            " {}: {} (as `Client::{}`).",
            summary.trim_end_matches('.'),
            docs::code(&format!("{} {}", op.method.as_str(), op.path)),
            op.rust_name.trim_start_matches("r#")
        );
        let doc = crate::emit::docs::doc_line(text);
        quote! { #[doc = #doc] }
    }

    /// The accessor of node `n` on its parent's handle (`self.client`) or the client (`self`).
    fn accessor(&self, n: usize, on_client: bool) -> TokenStream {
        let node = &self.api.tree.nodes[n];
        let name = ident(&node.accessor);
        let ty = node.type_name.token();
        let gate = self.gate(&self.node_gate(n));
        let what = match node.resource {
            Some(_) => format!("The {} resource", docs::code(&node.chain.join("."))),
            None => format!("The operations under {}", docs::code(&node.chain.join("."))),
        };
        let doc = crate::emit::docs::doc_line(format!(" {what}: {}.", self.node_summary(n)));
        if on_client {
            quote! {
                #[doc = #doc]
                #gate
                pub fn #name(&self) -> #ty<'_> {
                    #ty { client: self }
                }
            }
        } else {
            quote! {
                #[doc = #doc]
                #gate
                pub fn #name(&self) -> #ty<'c> {
                    #ty { client: self.client }
                }
            }
        }
    }

    /// `create, list, get, …, and pools`: what a node offers, for its docs.
    fn node_summary(&self, n: usize) -> String {
        let node = &self.api.tree.nodes[n];
        let mut parts: Vec<String> = node
            .methods
            .iter()
            .map(|m| docs::code(m.name.trim_start_matches("r#")))
            .collect();
        parts.extend(node.children.iter().map(|&c| {
            docs::code(&format!(
                "{}()",
                self.api.tree.nodes[c].accessor.trim_start_matches("r#")
            ))
        }));
        parts.join(", ")
    }

    /// The client's accessors of the tree's top nodes (inside `impl Client`), and the handle types
    /// with their gates.
    pub(super) fn tree_items(&self) -> (Vec<TokenStream>, Vec<(TokenStream, Gate)>) {
        let tree = &self.api.tree;
        let mut accessors = Vec::new();
        let mut items = Vec::new();
        for m in &tree.root {
            let op = &self.api.operations[m.operation];
            let name = ident(&m.name);
            let builder = op.type_name.token();
            let doc = self.tree_doc(op);
            let dep = docs::deprecated(&op.docs);
            let g = self.gate(self.op_gate(m.operation));
            accessors.push(quote! {
                #doc
                #dep
                #g
                pub fn #name(&self) -> builders::#builder {
                    builders::#builder::new(self)
                }
            });
        }
        for (n, node) in tree.nodes.iter().enumerate() {
            if node.parent.is_none() {
                accessors.push(self.accessor(n, true));
            }
            let ty = node.type_name.token();
            let gate = self.node_gate(n);
            let gate_attr = self.gate(&gate);
            let gate = &gate;
            let methods = node.methods.iter().map(|m| {
                let op = &self.api.operations[m.operation];
                let name = ident(&m.name);
                let builder = op.type_name.token();
                let doc = self.tree_doc(op);
                let dep = docs::deprecated(&op.docs);
                // The handle's gate is the union of its methods': one method's own says no more.
                let own = self.op_gate(m.operation);
                let g = (own != gate).then(|| self.gate(own)).flatten();
                quote! {
                    #doc
                    #dep
                    #g
                    pub fn #name(&self) -> builders::#builder {
                        builders::#builder::new(self.client)
                    }
                }
            });
            let children = node.children.iter().map(|&c| self.accessor(c, false));
            let doc = crate::emit::docs::doc_line(format!(
                " {} {}: {}.",
                match node.resource {
                    Some(_) => "The resource",
                    None => "The operations under",
                },
                docs::code(&format!("client{}", tree.path(n))),
                self.node_summary(n)
            ));
            items.push((
                quote! {
                    #[doc = #doc]
                    #gate_attr
                    #[derive(Debug, Clone, Copy)]
                    pub struct #ty<'c> {
                        client: &'c Client,
                    }

                    #gate_attr
                    impl<'c> #ty<'c> {
                        #(#methods)*
                        #(#children)*
                    }
                },
                gate.clone(),
            ));
        }
        (accessors, items)
    }
}
