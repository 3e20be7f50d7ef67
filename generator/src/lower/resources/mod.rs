//! The resource model ([`Resources`]), found once every operation is lowered and planned: from
//! the document's paths and methods (every operation of it, kept by the filters or not) and the
//! IR's schemas, corrected by an overlay's `x-oapigen-resource`.
//!
//! The rules, in the order [`Lowerer::resources`] applies them, each a function named for what it
//! decides (the README says them for users; `oapigen fake --explain` says which made each call):
//! 1. `Index::new`: a path's *key* is its literal segments without version segments (`v1`, `v2`),
//!    each lowercased with `_` and `-` removed, and `{}` for every parameter whatever its name:
//!    the versions and spellings of one collection (`/v1/securitygroups/{p}`,
//!    `/v2/security_groups/{p}`) and the names one position takes (`{id}`, `{res_id}`) share a key.
//! 2. Which item keys are resources (`found.rs`): `item_keys` (PATCH, PUT or DELETE on the item,
//!    or GET while its collection has POST or GET), `drop_collections_of_items`, `drop_views` (a
//!    read-only item, not even a POST of its own, whose parameter is another resource's id), `add_task_creates` (a POST
//!    starting tasks that name what they made), `join_spellings` (two keys spelled alike are one
//!    resource scoped two ways), `order_paths` (newest version first).
//! 3. What each operation does and its method (`roles.rs`, `verbs.rs`, `loose.rs`):
//!    `assign_roles` (collection POST creates, GET lists; item GET gets, PATCH updates, PUT
//!    replaces — `update` where its own words say so and no PATCH takes the word —, DELETE
//!    deletes, a POST on the item updates where `verbs::post_updates`), `assign_parts` (paths of
//!    literals below an item: actions named by their words, or their verb where they make a record
//!    of the item's own list (alone, beside other members, or as a list) or the literal before
//!    them only groups verbs, parts with the standard words), `mark_superseded` (the newest
//!    version is the default), `place_loose` (operations of no resource: `owner_of` the deepest
//!    resource whose paths theirs extend, `name_loose` their group and method by their words;
//!    `verbs::answers_list` names a page's read `list`), `mark_older_versions` (any call an
//!    older version offers again is named by its version: `pricing.volumes_v1`).
//! 4. `found::nest_and_name`: the parent is the resource whose item key the collection key
//!    extends; the name is the collection's last literal, its run-together words split by the
//!    document's vocabulary; a top resource sits under the literals before it that not every path
//!    shares (`k8s.clusters`). `unique_names` keeps the chains apart.
//!
//!    Rule 4b (`summaries.rs`), what the document says besides its paths: `spell_by_summaries`
//!    (a resource named as its list's, else its create's, summary names what it lists, where
//!    that ends in the path's word: `/lbpools`, "List load balancer pools", is
//!    `load_balancers.pools`), `nest_by_tags` (`networks.subnets`), `spell_by_tag_and_summary`
//!    (`/servergroups` tagged and listed as placement groups is `placement_groups`),
//!    `spell_by_parent` (`pools.members`), `spell_groups_by_summaries` (`load_balancers.flavors`).
//!
//!    Before the names are made unique, `Lowerer::apply_hints` (`hints.rs`) applies an overlay's
//!    `x-oapigen-resource` and the code samples' names (`hints_of`): `rename_resources` (a
//!    resource's own operation names it, shorter names first), then for each hint
//!    `refuse_unknown_name` (a role into a name nothing has), `move_operation` (a sample names
//!    the call only; a name below the own resource groups it there; else `named_target` and
//!    `move_into` move it), `apply_role`, `make_default` (the named method's default).
//!
//!    Rule 4c (`chains.rs`), on the finished chains: `join_tagged_namespaces` (`gpu_virtual`
//!    where the tag is `GPU Virtual`), `descend_into_groups` (`pricing.instances.create`, not
//!    `pricing.instances2`), `group_actions_by_noun` (`instances.interfaces.attach`),
//!    `tell_apart_by_parameter` (`config_maps.delete_many`, not `delete2`;
//!    `suppressions.list_by_email`, not `list2`).
//! 5. `describe` (`identity.rs`): the answer of `describing_op` (the default read, else a create
//!    starting no tasks) says what a record holds; `unwrap_record`: a read answer whose one
//!    member holds the record wraps it, and so does one whose one member besides the document's
//!    envelope does (`envelope.rs`: the members the answers of many resources share alike,
//!    `{success, errors, messages}` around `result`); the identity member is the read record's member that the
//!    item parameter names: `identity_by_name` (the same name, `name` for `{…_name}`, `id` for
//!    `{…_id}`, or the one member ending in it), `identity_by_union` (the members a `NameOrId`
//!    parameter's alternatives are), `identity_by_description` (`name` for a parameter whose
//!    description calls it a name and never an id), `identity_by_default` (`id`, else `name`).
//! 6. `assign_task_keys`: a finished task names records under the key that spells the resource's
//!    chain best.
//! 7. `effects_and_relations` (`relations.rs`): what actions leave a record's status in
//!    (`inferred_effect`, `pending_state`, `unlink_effects`, `attach_effect`), which records name
//!    which (`relations`: `member_relations`, `path_relation`, `drop_restated_parents`,
//!    `listing`), which actions attach and detach (`attachments`, `memberships`,
//!    `declared_attach`).

mod chains;
mod envelope;
mod found;
mod hints;
mod identity;
mod index;
mod loose;
mod relations;
mod roles;
mod samples;
mod summaries;
mod verbs;
mod words;

use std::collections::BTreeMap;

use super::Lowerer;
use crate::ir::*;
use hints::chain;
use identity::{assign_task_keys, task_keys};
use index::Index;
use loose::{bind, place_loose};
use words::{key, params, shared_prefix, vocabulary};

pub(crate) use loose::STANDARD_WORDS;
pub(crate) use samples::chains as sample_chains;
pub(crate) use words::version_label;

pub(super) use super::held::{field_shape, fields};
pub(super) use relations::{items as array_items, record_op, record_shape};
pub(super) use words::last_literal;
pub(super) use words::singular as singular_word;

/// A resource while it is being found.
pub(super) struct Found {
    /// Its item key.
    pub(super) item_key: Vec<String>,
    /// Its own name (the last of the chain) and the names before it when it has no parent.
    pub(super) leaf: String,
    pub(super) namespace: Vec<String>,
    pub(super) parent: Option<usize>,
    /// The document's item and collection paths, newest version first.
    pub(super) item_paths: Vec<String>,
    pub(super) collection_paths: Vec<String>,
    pub(super) source: Source,
    pub(super) why: Vec<String>,
    /// It has no records (made for an overlay's name alone).
    pub(super) group: bool,
    /// Other item keys of the same records, spelled alike but scoped otherwise (rules read at
    /// `/securitygrouprules/{p}/{r}/{id}` and made at `/security_groups/{p}/{r}/{group_id}/rules`).
    pub(super) also_at: Vec<Vec<String>>,
}

impl Found {
    /// A resource found at `item_key` (empty for a group an overlay names), for `why`.
    fn new(item_key: Vec<String>, source: Source, why: String) -> Found {
        Found {
            group: item_key.is_empty(),
            item_key,
            leaf: String::new(),
            namespace: Vec::new(),
            parent: None,
            item_paths: Vec::new(),
            collection_paths: Vec::new(),
            source,
            why: vec![why],
            also_at: Vec::new(),
        }
    }
}

impl Lowerer<'_> {
    /// The resource model: the rules of the module's docs, in order, each a function named for
    /// what it decides.
    pub(super) fn resources(&mut self, api: &Api) -> Resources {
        let vocabulary = vocabulary(api);
        let shared = shared_prefix(api);
        let task_keys = task_keys(api);
        let task_read = api.primary_poll.map(|p| key(&api.operations[p].path).0);
        let index = Index::new(api);
        // Rule 2: which item keys are resources.
        let mut found = found::item_keys(&index, task_read.as_ref());
        found::drop_collections_of_items(&index, &mut found);
        found::drop_views(&index, &mut found);
        found::add_task_creates(&index, &task_keys, &mut found);
        found::join_spellings(shared, &mut found);
        found::order_paths(&index, &mut found);
        // Rule 4: parents and names.
        found::nest_and_name(&vocabulary, shared, &mut found);
        // Rule 3: roles and methods.
        let mut resources = roles::unplaced(api);
        roles::assign_roles(&index, &found, &mut resources);
        roles::assign_parts(&index, &found, &vocabulary, &mut resources);
        let mut list = resource_list(&found);
        for (o, place) in resources.places.iter_mut().enumerate() {
            if let Some(r) = place.resource {
                bind(place, &list[r].scope, &params(&api.operations[o].path));
            }
        }
        roles::mark_superseded(api, &mut resources);
        // Rule 3 for the rest: operations of no resource, by their words.
        place_loose(api, &found, &list, &mut resources, &vocabulary, shared);
        roles::mark_older_versions(api, &mut resources);
        // An overlay's corrections, then the names.
        let mut nodes: Vec<Found> = found;
        // Rule 4b: names as the summaries spell them.
        summaries::spell_by_summaries(api, &resources, &mut nodes, &mut list);
        summaries::nest_by_tags(api, &resources, &mut nodes, &mut list);
        summaries::spell_by_tag_and_summary(api, &resources, &mut nodes, &mut list);
        summaries::spell_by_parent(api, &resources, &mut nodes, &mut list);
        summaries::spell_groups_by_summaries(api, &nodes, &mut resources);
        let hinted = hints_of(&index, &resources);
        self.apply_hints(api, &hinted, &mut nodes, &mut list, &mut resources);
        unique_names(&nodes, &mut list);
        // Rules 5 and 6.
        let envelope = envelope::envelope(api);
        for (r, res) in list.iter_mut().enumerate() {
            self.describe(api, &resources, &envelope, r, res);
        }
        assign_task_keys(&mut list, &task_keys);
        resources.list = list;
        // Rule 4c: the finished chains.
        chains::join_tagged_namespaces(api, &mut resources);
        chains::descend_into_groups(api, &mut resources);
        chains::group_actions_by_noun(&mut resources);
        chains::tell_apart_by_parameter(api, &mut resources);
        // Rule 7.
        effects_and_relations(&index, &mut resources);
        resources
    }
}

/// What names and moves operations beyond the rules: an overlay's `x-oapigen-resource`, and,
/// where the overlay says no name, the operationIds where they are spelled as a group and a
/// method, else the document's code samples (`samples.rs`): a sample of a resource's own
/// standard operation renames the resource, and each sample names its method (names only: the
/// operation keeps its resource and role).
fn hints_of(index: &Index<'_>, resources: &Resources) -> Vec<(usize, ResourceHint)> {
    let api = index.api;
    let mut hinted: Vec<(usize, ResourceHint)> = api
        .operations
        .iter()
        .enumerate()
        .filter_map(|(o, op)| index.hint_of(op).map(|h| (o, h.clone())))
        .collect();
    // The operationIds' chains where the document spells them as a group and a method (the
    // names SDKs generated from it use), else its code samples'.
    let mut curated = samples::from_operation_ids(api);
    if curated.is_empty() {
        curated = samples::curated(api);
    }
    for (o, names, method) in curated {
        let overlaid = hinted
            .iter()
            .any(|(x, h)| *x == o && (h.name.is_some() || h.method.is_some()));
        if overlaid || names.is_empty() {
            continue;
        }
        let pointer = if api.operations[o].samples.is_empty() {
            format!("{}/operationId", api.operations[o].pointer())
        } else {
            format!("{}/x-codeSamples", api.operations[o].pointer())
        };
        let place = &resources.places[o];
        let own = place.group.is_empty() && !matches!(place.role, Role::Action | Role::Stateless);
        if own && place.resource.is_some() {
            hinted.push((
                o,
                ResourceHint {
                    name: Some(names.clone()),
                    pointer: pointer.clone(),
                    from_samples: true,
                    ..ResourceHint::default()
                },
            ));
        }
        hinted.push((
            o,
            ResourceHint {
                name: Some(names),
                method: Some(method),
                pointer,
                from_samples: true,
                ..ResourceHint::default()
            },
        ));
    }
    hinted
}

/// The resources as the IR holds them, before rules 5 and 6 describe them.
fn resource_list(found: &[Found]) -> Vec<Resource> {
    found
        .iter()
        .map(|f| {
            let item = f.item_paths[0].clone();
            let collection = f.collection_paths[0].clone();
            Resource {
                name: Vec::new(),
                parent: f.parent,
                scope: params(&collection),
                id_param: params(&item).last().cloned(),
                collection: Some(collection),
                item: Some(item),
                id_member: None,
                task_key: None,
                wrapper: None,
                also_by: Vec::new(),
                source: f.source,
                why: f.why.clone(),
            }
        })
        .collect()
}

/// Each resource's name chain from the tree, unique: the newest version keeps a shared name, an
/// older one is told apart by its version (`_v1`), and any other clash by a trailing `_`.
fn unique_names(nodes: &[Found], list: &mut [Resource]) {
    for (r, res) in list.iter_mut().enumerate() {
        res.name = chain(nodes, r);
    }
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut order: Vec<usize> = (0..list.len()).collect();
    let version_of_resource = |r: usize| nodes[r].item_paths.first().map_or(0, |p| key(p).1);
    order.sort_by_key(|&r| std::cmp::Reverse(version_of_resource(r)));
    for r in order {
        let mut dotted = list[r].dotted();
        if seen.contains_key(&dotted) && version_of_resource(r) > 0 {
            let label = nodes[r]
                .item_paths
                .first()
                .and_then(|p| words::version_label(p))
                .unwrap_or_default();
            if let Some(last) = list[r].name.last_mut() {
                last.push_str(&format!("_{label}"));
            }
            dotted = list[r].dotted();
        }
        while seen.contains_key(&dotted) {
            if let Some(last) = list[r].name.last_mut() {
                last.push('_');
            }
            dotted = list[r].dotted();
        }
        seen.insert(dotted, r);
    }
}

/// Rule 7, and what an overlay says of effects, request mappings and deletes: what each action
/// leaves a record's status in, what a record shows while its operation's task runs, which
/// records name which (`relations.rs`), and which actions attach or detach.
fn effects_and_relations(index: &Index<'_>, resources: &mut Resources) {
    let api = index.api;
    let mut declared = vec![None; resources.list.len()];
    for (o, op) in api.operations.iter().enumerate() {
        let place = &mut resources.places[o];
        if let Some(h) = index.hint_of(op) {
            place.effect = h.effect.clone();
            place.effect_by = h.effect_by.clone();
            place.from = h.from.clone();
            place.pending = h.pending.clone();
            if let (Some(d), Some(r)) = (h.on_delete, place.resource) {
                declared[r] = Some(d);
            }
        }
    }
    for o in 0..api.operations.len() {
        if resources.places[o].effect.is_empty()
            && let Some(effect) = relations::inferred_effect(api, resources, o)
        {
            resources.places[o].effect.push(effect);
        }
        if resources.places[o].effect_by.is_empty() {
            resources.places[o].effect_by = relations::chosen_effects(api, resources, o);
        }
        if resources.places[o].pending.is_empty()
            && let Some(pending) = relations::pending_state(api, resources, o)
        {
            resources.places[o].pending.push(pending);
        }
    }
    let (relations, mut links) = relations::relations(api, resources, &declared);
    resources.relations = relations;
    for o in 0..api.operations.len() {
        if resources.places[o].effect.is_empty() {
            resources.places[o].effect = relations::unlink_effects(api, resources, o);
        }
    }
    for (o, op) in api.operations.iter().enumerate() {
        if let Some(link) = index
            .hint_of(op)
            .and_then(|h| relations::declared_attach(api, resources, o, h))
        {
            links.retain(|(x, _)| *x != o);
            links.push((o, link));
        }
    }
    for (o, link) in links {
        if resources.places[o].effect.is_empty()
            && link.on.is_none()
            && let Some(effect) = relations::attach_effect(api, resources, o, link.adds)
        {
            resources.places[o].effect.push(effect);
        }
        resources.places[o].attach = Some(link);
    }
}
