//! Resources: what the API manages, as a model of its own. A resource has a name (a chain of
//! words, `load_balancers.pools`), a parent, the path parameters that scope it and the one that
//! names a record, and its operations by role, across the API versions and spellings that offer
//! them. The fake's model, the waiters that read created records and the client's tree are
//! projections of it.

/// Index into [`Resources::list`].
pub type ResourceId = usize;

use super::Ident;

/// What an operation does to its resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Role {
    /// POST on the collection.
    Create,
    /// GET on the collection.
    List,
    /// GET on an item.
    Get,
    /// PATCH on an item.
    Update,
    /// PUT on an item.
    Replace,
    /// DELETE on an item.
    Delete,
    /// Another operation on an item (`POST …/{volume_id}/extend`): the item must exist.
    Action,
    /// Placed under the resource for its name only: the operation keeps no records (a
    /// computation, a check, a resource without items).
    Stateless,
}

impl Role {
    /// The word an overlay uses for it, and the client's method for the standard roles.
    pub fn word(self) -> &'static str {
        match self {
            Role::Create => "create",
            Role::List => "list",
            Role::Get => "get",
            Role::Update => "update",
            Role::Replace => "replace",
            Role::Delete => "delete",
            Role::Action => "action",
            Role::Stateless => "stateless",
        }
    }

    /// The role a word names (`read` is `get`'s older spelling).
    pub fn from_word(word: &str) -> Option<Role> {
        Some(match word {
            "create" => Role::Create,
            "list" => Role::List,
            "get" | "read" => Role::Get,
            "update" => Role::Update,
            "replace" => Role::Replace,
            "delete" => Role::Delete,
            "action" => Role::Action,
            "stateless" => Role::Stateless,
            _ => return None,
        })
    }

    /// Whether the operation works on one existing record (its path names it).
    pub fn on_item(self) -> bool {
        matches!(
            self,
            Role::Get | Role::Update | Role::Replace | Role::Delete | Role::Action
        )
    }
}

/// Where one operation sits in the resource model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// The resource it belongs to; `None` for an operation of the API as a whole.
    pub resource: Option<ResourceId>,
    pub role: Role,
    /// Its method's name under the resource: the role's word for the standard roles
    /// (`create`, `list` …), the words of its path for an action (`extend`, `attach_interface`).
    pub method: String,
    /// Another operation offers the same method on a newer version of the API: this one stays
    /// reachable, the newer is the default.
    pub superseded: bool,
    /// The path parameters that scope the records, in the resource's scope order, as this
    /// operation's path names them (`{id}` on one path may be `{resource_id}` on another).
    pub scope: Vec<String>,
    /// The path parameter that names the record, for an operation on an item.
    pub id_param: Option<String>,
    /// Names below the resource (or below the client, without one) that the client's tree puts
    /// the method under: `["metadata"]` for `GET …/{instance_id}/metadata`.
    pub group: Vec<String>,
    /// Where the client's tree puts the method when its code samples name it under another chain
    /// than its resource's (`domains.create_record` for a record of `domains.records`): the
    /// operation keeps its resource and role, only its name moves.
    pub named_at: Option<Vec<String>>,
    /// What an action sets on the record besides its body's members (`/status` to `SHUTOFF`
    /// for `…/stop`), by JSON pointer: declared (`x-oapigen-fake: {effect: …}`) or inferred
    /// from the action's word and the record's status values.
    pub effect: Vec<(String, serde_json::Value)>,
    /// What an action sets when its body says which action it is (`{"action": "stop"}`).
    pub effect_by: Vec<EffectWhen>,
    /// Record members a create takes from elsewhere in its request than the member of their
    /// name (`access_to` from `/ip_address`): JSON pointers, record's then request's.
    pub from: Vec<(String, String)>,
    /// What the record shows while a task of the operation runs (`/status` to `creating`), by
    /// JSON pointer: declared (`x-oapigen-fake: {pending: …}`) or inferred from the role's or
    /// action's word and the record's status values.
    pub pending: Vec<(String, serde_json::Value)>,
    /// The action adds an entry to the record's list of attachments, or removes the entries
    /// naming a record (`…/attach`, `…/detach`).
    pub attach: Option<Attaching>,
}

/// An action on a record's list of attachments (`attachments`), each entry naming another
/// record (`server_id`): the relation where the named record's resource is in the document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attaching {
    /// The record's list of entries.
    pub list: String,
    /// The entry's member naming the other record.
    pub member: String,
    /// It adds an entry (`attach`); otherwise it removes the entries naming the record
    /// (`detach`), and its `effect` holds only once none is left.
    pub adds: bool,
    /// The body member naming the other record (`instance_id`).
    pub names: String,
    /// The entry's own id member (`attachment_id`), new for each entry.
    pub entry_id: Option<String>,
    /// The list is the named record's, and its entries name the acting record (a server put
    /// into a placement group: the group's `instances[].instance_id`); a removal without a
    /// body takes the acting record out of every record of that resource.
    pub on: Option<ResourceId>,
}

/// The client's tree: a node per name chain that a resource or a group of operations has.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ClientTree {
    pub nodes: Vec<TreeNode>,
    /// Methods of the client itself, for operations of no resource whose words name them
    /// otherwise than their operation id (`client.download_image()`).
    pub root: Vec<TreeMethod>,
}

/// One node of the client's tree: a handle type with a method per operation under it and an
/// accessor per child.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TreeNode {
    /// Its name chain (`["load_balancers", "pools"]`).
    pub chain: Vec<String>,
    /// The method on its parent (or on the client) that returns it.
    pub accessor: Ident,
    /// The handle type's name (`LoadBalancersPoolsApi`).
    pub type_name: Ident,
    /// `None`: the client's own accessor returns it.
    pub parent: Option<usize>,
    pub children: Vec<usize>,
    /// The resource it is, when it is one.
    pub resource: Option<ResourceId>,
    pub methods: Vec<TreeMethod>,
}

/// A method of a tree node: one operation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TreeMethod {
    /// The method's name (an identifier).
    pub name: Ident,
    /// Index into [`super::Api::operations`].
    pub operation: usize,
}

impl ClientTree {
    /// The call that reaches an operation (`client.load_balancers().pools().create()`), for
    /// docs, indexed like [`super::Api::operations`].
    pub fn calls(&self, operations: usize) -> Vec<Option<String>> {
        let mut out = vec![None; operations];
        for m in &self.root {
            if let Some(slot) = out.get_mut(m.operation) {
                *slot = Some(format!("client.{}()", m.name.trim_start_matches("r#")));
            }
        }
        for (n, node) in self.nodes.iter().enumerate() {
            let path = self.path(n);
            for m in &node.methods {
                if let Some(slot) = out.get_mut(m.operation) {
                    *slot = Some(format!("client{path}.{}()", m.name.trim_start_matches("r#")));
                }
            }
        }
        out
    }

    /// The call that reaches one operation, if the tree has it.
    pub fn call(&self, operation: usize) -> Option<String> {
        if let Some(m) = self.root.iter().find(|m| m.operation == operation) {
            return Some(format!("client.{}()", m.name.trim_start_matches("r#")));
        }
        self.nodes.iter().enumerate().find_map(|(n, node)| {
            let m = node.methods.iter().find(|m| m.operation == operation)?;
            Some(format!("client{}.{}()", self.path(n), m.name.trim_start_matches("r#")))
        })
    }

    /// The resource (`load_balancers.pools`, `""` for a method on the client) and the method
    /// that reach the operation: what the client's hooks are told; `None` for an operation the
    /// tree does not offer.
    pub fn resource_and_method(&self, operation: usize) -> Option<(String, String)> {
        if let Some(m) = self.root.iter().find(|m| m.operation == operation) {
            return Some((String::new(), m.name.trim_start_matches("r#").to_owned()));
        }
        for (n, node) in self.nodes.iter().enumerate() {
            if let Some(m) = node.methods.iter().find(|m| m.operation == operation) {
                let path = self.path(n).replace("()", "");
                return Some((
                    path.trim_start_matches('.').to_owned(),
                    m.name.trim_start_matches("r#").to_owned(),
                ));
            }
        }
        None
    }

    /// `.load_balancers().pools()`: the accessors from the client to node `n`.
    pub fn path(&self, n: usize) -> String {
        let mut parts = Vec::new();
        let mut at = Some(n);
        while let Some(i) = at {
            parts.push(format!(".{}()", self.nodes[i].accessor.trim_start_matches("r#")));
            at = self.nodes[i].parent;
        }
        parts.reverse();
        parts.concat()
    }
}

/// How a resource was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// From paths, methods and schemas.
    Inferred,
    /// An overlay's `x-oapigen-resource` (or `x-oapigen-fake`) named it.
    Overlay,
    /// The document's code samples (`x-codeSamples`) named it.
    Samples,
}

/// One kind of record the API manages (or, without items, a group of operations under a name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resource {
    /// The chain of names from the root, each snake case: `["load_balancers", "pools"]`.
    pub name: Vec<String>,
    pub parent: Option<ResourceId>,
    /// The collection path template of its default version
    /// (`/cloud/v1/volumes/{project_id}/{region_id}`), if it has records.
    pub collection: Option<String>,
    /// The item path template of its default version: the collection and one parameter more.
    pub item: Option<String>,
    /// The collection's path parameters: records are kept apart per their values.
    pub scope: Vec<String>,
    /// The item path's last parameter (on the default version's item path).
    pub id_param: Option<String>,
    /// The member of a record (as read) that holds what the id parameter names: `id`, `name`
    /// for `{zoneName}` …
    pub id_member: Option<String>,
    /// Other members the id parameter may name a record by: its schema is a union whose other
    /// alternatives are those members' (nexus's `NameOrId`: `id`, else `name`).
    pub also_by: Vec<String>,
    /// The member of a finished task's created resources that names records of this kind.
    pub task_key: Option<String>,
    /// The member a read answer wraps the record in (`{"video": {…}}`), when it does.
    pub wrapper: Option<String>,
    pub source: Source,
    /// What was inferred and why, for `--explain`.
    pub why: Vec<String>,
}

impl Resource {
    /// `load_balancers.pools`.
    pub fn dotted(&self) -> String {
        self.name.join(".")
    }

    /// `load_balancers_pools`: one identifier for the whole chain.
    pub fn joined(&self) -> String {
        self.name.join("_")
    }
}

/// The resource model of an API.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Resources {
    pub list: Vec<Resource>,
    /// Per operation of [`super::Api::operations`]: where it sits.
    pub places: Vec<Place>,
    /// Which records name which (a subnet its network), and what the named one lists of them.
    pub relations: Vec<Relation>,
}

/// An effect of an action whose body names what it does: when the body's member at `pointer` is
/// `value`, the record's members at the pointers of `sets` take their values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EffectWhen {
    pub pointer: String,
    pub value: serde_json::Value,
    pub sets: Vec<(String, serde_json::Value)>,
}

/// What deleting a record does to the records that name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnDelete {
    /// They go with it (a network's subnets).
    Cascade,
    /// The delete is refused while they exist (409).
    Refuse,
    /// They stay, naming a record that is gone.
    Keep,
}

impl OnDelete {
    pub fn from_word(word: &str) -> Option<OnDelete> {
        match word {
            "cascade" => Some(OnDelete::Cascade),
            "refuse" => Some(OnDelete::Refuse),
            "keep" => Some(OnDelete::Keep),
            _ => None,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            OnDelete::Cascade => "cascade",
            OnDelete::Refuse => "refuse",
            OnDelete::Keep => "keep",
        }
    }
}

/// A record of `from` names a record of `to`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Relation {
    pub from: ResourceId,
    /// The member that holds the other's id (`network_id`); for a resource on the other's item
    /// path, the scope parameter that names it (`{pool_id}`).
    pub member: String,
    /// The member holds a list of ids (`security_group_ids`).
    pub many: bool,
    /// `member` is a scope parameter: the record sits below the other on its path.
    pub nested: bool,
    /// `member` is a member of each entry of this list of the record (`attachments`), which an
    /// action adds entries to (`…/attach` with an `instance_id`).
    pub within: Option<String>,
    pub to: ResourceId,
    /// The member of the `to` record that lists the `from` records (`subnets`, `snapshot_ids`).
    pub listed_as: Option<String>,
    /// That list holds ids, not records.
    pub listed_ids: bool,
    pub on_delete: OnDelete,
    /// Why, for `--explain`.
    pub why: String,
}

impl Resources {
    /// The operations of `resource` with `role`, the default one first.
    pub fn with_role(&self, resource: ResourceId, role: Role) -> impl Iterator<Item = usize> + '_ {
        let mut found: Vec<usize> = self
            .places
            .iter()
            .enumerate()
            .filter(|(_, p)| p.resource == Some(resource) && p.role == role)
            .map(|(i, _)| i)
            .collect();
        found.sort_by_key(|&i| self.places[i].superseded);
        found.into_iter()
    }

    /// The default operation that reads one record of `resource`.
    pub fn reader(&self, resource: ResourceId) -> Option<usize> {
        self.with_role(resource, Role::Get).next()
    }

    /// The names the client's tree puts operation `o` under: where its code samples or an
    /// overlay put it, else its resource's name and its group.
    pub fn chain(&self, o: usize) -> Vec<String> {
        let p = &self.places[o];
        let mut chain = p.named_at.clone().unwrap_or_else(|| {
            let mut c = p.resource.map(|r| self.list[r].name.clone()).unwrap_or_default();
            c.extend(p.group.iter().cloned());
            c
        });
        chain.retain(|w| !w.is_empty());
        chain
    }
}
