//! `stream()` on an operation whose answer is a stream of items (Server-Sent Events, JSON Lines):
//! the runtime's `EventStream` of the item type (`lower/streams.rs` reads where it is described).

use proc_macro2::TokenStream;
use quote::quote;

use crate::emit::{Ctx, docs};
use crate::ir::*;

impl Ctx<'_> {
    /// `stream()`, for an operation a success of which is answered as a stream of items. An
    /// operation that pages has `stream()` for its pages instead (lowering said so).
    pub(super) fn event_stream(&self, op: &Operation) -> TokenStream {
        let Some(stream) = op.success_stream().filter(|_| op.plan.paging.is_none()) else {
            return TokenStream::new();
        };
        let item = self.rust_type(&stream.item, false);
        let (format, framing, resumed) = match stream.format {
            StreamFormat::ServerSentEvents => (
                quote! { ::oapigen_runtime::StreamFormat::ServerSentEvents },
                "each Server-Sent Event's data one item, decoded as JSON",
                true,
            ),
            StreamFormat::ServerSentText => (
                quote! { ::oapigen_runtime::StreamFormat::ServerSentText },
                "each Server-Sent Event's data one item, as text",
                true,
            ),
            StreamFormat::JsonLines => {
                let media = &stream.media_type;
                (
                    quote! { ::oapigen_runtime::StreamFormat::JsonLines(#media) },
                    "each line one item, decoded as JSON",
                    false,
                )
            }
        };
        let dropped = if resumed {
            "a dropped connection is resumed with `Last-Event-ID` where the server sends ids"
        } else {
            "a dropped connection is the last item, its error"
        };
        let doc = crate::emit::docs::attrs(&[
            wrapped(&format!(
                "Checks and sends the request, and reads its {} answer as it arrives: {framing}. Take the items with `TryStreamExt::try_next` (re-exported beside the client); `.events()` gives each with its event's name and id.",
                docs::code(&stream.media_type)
            )),
            wrapped(&format!(
                "An item that does not decode, or an error the server sends in the stream, is an `Err` item and the stream goes on; {dropped}; dropping the stream closes the connection (see the runtime's `EventStream`). `send()` reads the answer whole."
            )),
        ]);
        quote! {
            #doc
            pub fn stream(mut self) -> ::oapigen_runtime::EventStream<#item> {
                let request = self.client.transport.before_validation(&Self::OPERATION, &mut self.options)
                    .and_then(|()| self.build_request());
                self.client.transport.stream_owned(request, #format)
            }
        }
    }
}

/// `text` in lines of at most about 90 characters, as the rest of the builder's docs are.
fn wrapped(text: &str) -> String {
    let mut out = String::new();
    let mut width = 0;
    for word in text.split_whitespace() {
        if width > 0 && width + 1 + word.len() > 90 {
            out.push('\n');
            width = 0;
        } else if width > 0 {
            out.push(' ');
            width += 1;
        }
        out.push_str(word);
        width += word.len();
    }
    out
}
