//! Every schema of the document as a Rust type.
//!
//! Constructing a value checks its constraints; deserializing does not (server answers are
//! read tolerantly); `validate()` checks any value and the client calls it before sending.
/// Name of a resource (security group, GPU cluster, file share, load balancer): 3-63 characters; letters, digits, spaces, dots, underscores and hyphens; it starts with a letter or digit and ends with a letter, digit, dot or underscore.
///
/// Constraints: matching `^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct ResourceName(String);
impl ResourceName {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        static PATTERN: ::oapigen_runtime::Pattern = ::oapigen_runtime::Pattern::new(
            "^[a-zA-Z0-9][a-zA-Z 0-9._\\-]{1,61}[a-zA-Z0-9._]$",
        );
        ::oapigen_runtime::check::pattern(out, path, value, &PATTERN);
    }
}
::oapigen_runtime::newtype!(string ResourceName);
::oapigen_runtime::validate_json!(
    ResourceName, super::schema::SCHEMAS, super::schema::SLOTS, 0
);
/// Name of a serverless function namespace: 2-26 characters, lower-case letters, digits and hyphens, starting with a letter and not ending with a hyphen.
///
/// Constraints: matching `^[a-z][-a-z0-9]{0,24}[a-z0-9]$`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct NamespaceName(String);
impl NamespaceName {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        static PATTERN: ::oapigen_runtime::Pattern = ::oapigen_runtime::Pattern::new(
            "^[a-z][-a-z0-9]{0,24}[a-z0-9]$",
        );
        ::oapigen_runtime::check::pattern(out, path, value, &PATTERN);
    }
}
::oapigen_runtime::newtype!(string NamespaceName);
::oapigen_runtime::validate_json!(
    NamespaceName, super::schema::SCHEMAS, super::schema::SLOTS, 1
);
/// A tag as returned in responses.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Tag {
    /// Tag key.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub key: Option<String>,
    /// True for tags that the user cannot change.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub read_only: Option<bool>,
    /// Tag value.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub value: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for Tag {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            key: object.optional("key")?,
            read_only: object.optional("read_only")?,
            value: object.optional("value")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Tag {}
::oapigen_runtime::validate_json!(Tag, super::schema::SCHEMAS, super::schema::SLOTS, 2);
/// Tags given when creating a resource: an object from tag key to tag value. Keys and values are at most 255 characters each. Some tags are read-only and cannot be set by the user. Tags are also used for filtering, grouping and cost reports.
///
/// Constraints: keys: at most 255 characters.
#[derive(Clone, Debug, Default, PartialEq, ::serde::Serialize, ::serde::Deserialize)]
#[serde(transparent)]
pub struct TagMap(pub ::std::collections::BTreeMap<String, TagMapValue>);
impl ::std::ops::Deref for TagMap {
    type Target = ::std::collections::BTreeMap<String, TagMapValue>;
    fn deref(&self) -> &::std::collections::BTreeMap<String, TagMapValue> {
        &self.0
    }
}
impl ::std::ops::DerefMut for TagMap {
    fn deref_mut(&mut self) -> &mut ::std::collections::BTreeMap<String, TagMapValue> {
        &mut self.0
    }
}
impl ::std::convert::From<::std::collections::BTreeMap<String, TagMapValue>> for TagMap {
    fn from(value: ::std::collections::BTreeMap<String, TagMapValue>) -> Self {
        Self(value)
    }
}
impl ::oapigen_runtime::Validate for TagMap {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        let value = &self.0;
        for (k0, v0) in value.iter() {
            let p0 = &path.key(k0);
            ::oapigen_runtime::check::max_length(out, p0, k0, 255u64);
            ::oapigen_runtime::Validate::validate_at(v0, p0, out);
        }
    }
}
::oapigen_runtime::validate_json!(
    TagMap, super::schema::SCHEMAS, super::schema::SLOTS, 3
);
/// Constraints: at most 255 characters.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct TagMapValue(String);
impl TagMapValue {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 255u64);
    }
}
::oapigen_runtime::newtype!(string TagMapValue);
::oapigen_runtime::validate_json!(
    TagMapValue, super::schema::SCHEMAS, super::schema::SLOTS, 4
);
/// IP family of an address or interface.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum InterfaceIpFamily {
    /// `dual`
    Dual,
    /// `ipv4`
    Ipv4,
    /// `ipv6`
    Ipv6,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    InterfaceIpFamily, [Dual, Ipv4, Ipv6], ["dual", "ipv4", "ipv6"]
);
::oapigen_runtime::validate_json!(
    InterfaceIpFamily, super::schema::SCHEMAS, super::schema::SLOTS, 5
);
/// Answer of an asynchronous operation, listing the tasks that carry it out.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct TaskIdList {
    /// Task identifiers; each is read with `getTask`.
    pub tasks: Vec<String>,
}
impl<'de> ::serde::Deserialize<'de> for TaskIdList {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            tasks: object.required("tasks")?,
        })
    }
}
impl ::oapigen_runtime::Validate for TaskIdList {}
::oapigen_runtime::validate_json!(
    TaskIdList, super::schema::SCHEMAS, super::schema::SLOTS, 6
);
/// Task state. FINISHED and ERROR are the end states. NEW and RUNNING come from the reference.
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum TaskState {
    /// `NEW`
    New,
    /// `RUNNING`
    Running,
    /// `FINISHED`
    Finished,
    /// `ERROR`
    Error,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    TaskState, [New, Running, Finished, Error], ["NEW", "RUNNING", "FINISHED", "ERROR"]
);
::oapigen_runtime::validate_json!(
    TaskState, super::schema::SCHEMAS, super::schema::SLOTS, 7
);
/// Finer-grained progress of a task (values from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum TaskDetailedState {
    /// `CLUSTER_CLEAN_UP`
    ClusterCleanUp,
    /// `CLUSTER_REBUILD`
    ClusterRebuild,
    /// `CLUSTER_RESIZE`
    ClusterResize,
    /// `CLUSTER_RESUME`
    ClusterResume,
    /// `CLUSTER_SERVER_REBUILD`
    ClusterServerRebuild,
    /// `CLUSTER_SUSPEND`
    ClusterSuspend,
    /// `ERROR`
    Error,
    /// `FINISHED`
    Finished,
    /// `IPU_SERVERS`
    IpuServers,
    /// `NETWORK`
    Network,
    /// `POPLAR_SERVERS`
    PoplarServers,
    /// `POST_DEPLOY_SETUP`
    PostDeploySetup,
    /// `VIPU_CONTROLLER`
    VipuController,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    TaskDetailedState, [ClusterCleanUp, ClusterRebuild, ClusterResize, ClusterResume,
    ClusterServerRebuild, ClusterSuspend, Error, Finished, IpuServers, Network,
    PoplarServers, PostDeploySetup, VipuController], ["CLUSTER_CLEAN_UP",
    "CLUSTER_REBUILD", "CLUSTER_RESIZE", "CLUSTER_RESUME", "CLUSTER_SERVER_REBUILD",
    "CLUSTER_SUSPEND", "ERROR", "FINISHED", "IPU_SERVERS", "NETWORK", "POPLAR_SERVERS",
    "POST_DEPLOY_SETUP", "VIPU_CONTROLLER"]
);
::oapigen_runtime::validate_json!(
    TaskDetailedState, super::schema::SCHEMAS, super::schema::SLOTS, 8
);
/// An asynchronous task. The interface specification only names the end states; the whole record comes from the reference.
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Task {
    /// Task identifier.
    pub id: String,
    pub state: TaskState,
    /// Kind of work the task performs.
    pub task_type: String,
    /// User who started the task.
    pub user_id: i64,
    /// Reason of the failure when the task ended in ERROR.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub error: ::oapigen_runtime::Nullable<String>,
    /// Task input. Free-form JSON: the reference SDKs disagree on its type (object in one, string in another).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub data: Option<::serde_json::Value>,
    /// When the task was created.
    ///
    /// Format: `date-time`.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub created_on: ::oapigen_runtime::Nullable<::oapigen_runtime::DateTime>,
    /// When the task last changed.
    ///
    /// Format: `date-time`.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub updated_on: ::oapigen_runtime::Nullable<::oapigen_runtime::DateTime>,
    /// When the task ended.
    ///
    /// Format: `date-time`.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub finished_on: ::oapigen_runtime::Nullable<::oapigen_runtime::DateTime>,
    /// When the task was acknowledged.
    ///
    /// Format: `date-time`.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub acknowledged_at: ::oapigen_runtime::Nullable<::oapigen_runtime::DateTime>,
    /// User who acknowledged the task.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub acknowledged_by: ::oapigen_runtime::Nullable<i64>,
    /// Project of the task.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub project_id: ::oapigen_runtime::Nullable<i64>,
    /// Region of the task.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub region_id: ::oapigen_runtime::Nullable<i64>,
    /// Client (account) of the task.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub client_id: ::oapigen_runtime::Nullable<i64>,
    /// Client (account) of the user who started the task.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub user_client_id: ::oapigen_runtime::Nullable<i64>,
    /// Lifecycle policy that started the task, if any.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub lifecycle_policy_id: ::oapigen_runtime::Nullable<i64>,
    /// Job identifier.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub job_id: ::oapigen_runtime::Nullable<String>,
    /// Identifier of the request that started the task.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub request_id: ::oapigen_runtime::Nullable<String>,
    /// Schedule that started the task, if any.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub schedule_id: ::oapigen_runtime::Nullable<String>,
    /// Finer-grained progress of the task.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub detailed_state: ::oapigen_runtime::Nullable<TaskDetailedState>,
    /// Identifiers of the resources the task created, grouped by kind.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub created_resources: ::oapigen_runtime::Nullable<TaskCreatedResources>,
}
impl<'de> ::serde::Deserialize<'de> for Task {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            id: object.required("id")?,
            state: object.required("state")?,
            task_type: object.required("task_type")?,
            user_id: object.required("user_id")?,
            error: object.nullable("error")?,
            data: object.optional("data")?,
            created_on: object.nullable("created_on")?,
            updated_on: object.nullable("updated_on")?,
            finished_on: object.nullable("finished_on")?,
            acknowledged_at: object.nullable("acknowledged_at")?,
            acknowledged_by: object.nullable("acknowledged_by")?,
            project_id: object.nullable("project_id")?,
            region_id: object.nullable("region_id")?,
            client_id: object.nullable("client_id")?,
            user_client_id: object.nullable("user_client_id")?,
            lifecycle_policy_id: object.nullable("lifecycle_policy_id")?,
            job_id: object.nullable("job_id")?,
            request_id: object.nullable("request_id")?,
            schedule_id: object.nullable("schedule_id")?,
            detailed_state: object.nullable("detailed_state")?,
            created_resources: object.nullable("created_resources")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Task {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.state, &path.key("state"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.created_on,
            &path.key("created_on"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.updated_on,
            &path.key("updated_on"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.finished_on,
            &path.key("finished_on"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.acknowledged_at,
            &path.key("acknowledged_at"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.detailed_state,
            &path.key("detailed_state"),
            out,
        );
    }
}
::oapigen_runtime::validate_json!(Task, super::schema::SCHEMAS, super::schema::SLOTS, 9);
/// Resources created by a task, by kind. Every key is optional; each holds a list of resource identifiers (strings, except `ddos_profiles` and `projects`, which hold integers).
///
/// Source: reference.
#[derive(Clone, PartialEq, ::serde::Serialize)]
pub struct TaskCreatedResources {
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub ai_clusters: ::oapigen_runtime::Nullable<Vec<String>>,
    /// Sensitive: never shown by `Debug` or in validation errors.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub api_keys: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub caas_containers: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub clusters: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub ddos_profiles: ::oapigen_runtime::Nullable<Vec<i64>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub faas_functions: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub faas_namespaces: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub file_shares: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub floatingips: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub healthmonitors: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub heat: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub images: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub inference_instances: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub instances: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub k8s_clusters: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub k8s_pools: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub l7polices: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub l7rules: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub laas_topic: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub listeners: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub loadbalancers: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub members: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub networks: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub pools: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub ports: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub postgresql_clusters: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub projects: ::oapigen_runtime::Nullable<Vec<i64>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub registry_registries: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub registry_users: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub routers: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub secrets: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub security_group_rules: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub security_groups: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub servergroups: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub snapshots: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub subnets: ::oapigen_runtime::Nullable<Vec<String>>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub volumes: ::oapigen_runtime::Nullable<Vec<String>>,
}
impl<'de> ::serde::Deserialize<'de> for TaskCreatedResources {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            ai_clusters: object.nullable("ai_clusters")?,
            api_keys: object.nullable_secret("api_keys")?,
            caas_containers: object.nullable("caas_containers")?,
            clusters: object.nullable("clusters")?,
            ddos_profiles: object.nullable("ddos_profiles")?,
            faas_functions: object.nullable("faas_functions")?,
            faas_namespaces: object.nullable("faas_namespaces")?,
            file_shares: object.nullable("file_shares")?,
            floatingips: object.nullable("floatingips")?,
            healthmonitors: object.nullable("healthmonitors")?,
            heat: object.nullable("heat")?,
            images: object.nullable("images")?,
            inference_instances: object.nullable("inference_instances")?,
            instances: object.nullable("instances")?,
            k8s_clusters: object.nullable("k8s_clusters")?,
            k8s_pools: object.nullable("k8s_pools")?,
            l7polices: object.nullable("l7polices")?,
            l7rules: object.nullable("l7rules")?,
            laas_topic: object.nullable("laas_topic")?,
            listeners: object.nullable("listeners")?,
            loadbalancers: object.nullable("loadbalancers")?,
            members: object.nullable("members")?,
            networks: object.nullable("networks")?,
            pools: object.nullable("pools")?,
            ports: object.nullable("ports")?,
            postgresql_clusters: object.nullable("postgresql_clusters")?,
            projects: object.nullable("projects")?,
            registry_registries: object.nullable("registry_registries")?,
            registry_users: object.nullable("registry_users")?,
            routers: object.nullable("routers")?,
            secrets: object.nullable("secrets")?,
            security_group_rules: object.nullable("security_group_rules")?,
            security_groups: object.nullable("security_groups")?,
            servergroups: object.nullable("servergroups")?,
            snapshots: object.nullable("snapshots")?,
            subnets: object.nullable("subnets")?,
            volumes: object.nullable("volumes")?,
        })
    }
}
impl ::std::fmt::Debug for TaskCreatedResources {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("TaskCreatedResources")
            .field("ai_clusters", &self.ai_clusters)
            .field("api_keys", &::oapigen_runtime::Redacted)
            .field("caas_containers", &self.caas_containers)
            .field("clusters", &self.clusters)
            .field("ddos_profiles", &self.ddos_profiles)
            .field("faas_functions", &self.faas_functions)
            .field("faas_namespaces", &self.faas_namespaces)
            .field("file_shares", &self.file_shares)
            .field("floatingips", &self.floatingips)
            .field("healthmonitors", &self.healthmonitors)
            .field("heat", &self.heat)
            .field("images", &self.images)
            .field("inference_instances", &self.inference_instances)
            .field("instances", &self.instances)
            .field("k8s_clusters", &self.k8s_clusters)
            .field("k8s_pools", &self.k8s_pools)
            .field("l7polices", &self.l7polices)
            .field("l7rules", &self.l7rules)
            .field("laas_topic", &self.laas_topic)
            .field("listeners", &self.listeners)
            .field("loadbalancers", &self.loadbalancers)
            .field("members", &self.members)
            .field("networks", &self.networks)
            .field("pools", &self.pools)
            .field("ports", &self.ports)
            .field("postgresql_clusters", &self.postgresql_clusters)
            .field("projects", &self.projects)
            .field("registry_registries", &self.registry_registries)
            .field("registry_users", &self.registry_users)
            .field("routers", &self.routers)
            .field("secrets", &self.secrets)
            .field("security_group_rules", &self.security_group_rules)
            .field("security_groups", &self.security_groups)
            .field("servergroups", &self.servergroups)
            .field("snapshots", &self.snapshots)
            .field("subnets", &self.subnets)
            .field("volumes", &self.volumes)
            .finish()
    }
}
impl ::oapigen_runtime::Validate for TaskCreatedResources {}
::oapigen_runtime::validate_json!(
    TaskCreatedResources, super::schema::SCHEMAS, super::schema::SLOTS, 10
);
/// Quota figures from the PostgreSQL quota check, described as the quotas the planned cluster would exceed. For every quota there are three integers: `<base>_limit`, `<base>_requested` and `<base>_usage` (for RAM: `ram_limit`, `ram_requested`, `ram_usage`). All fields are optional; whether quotas that are not exceeded are left out is not documented.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct QuotaRecord {
    /// Quota limit for basic bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_basic_count_limit: Option<i64>,
    /// Amount requested of basic bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_basic_count_requested: Option<i64>,
    /// Current usage of basic bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_basic_count_usage: Option<i64>,
    /// Quota limit for bare metal A100 GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_a100_count_limit: Option<i64>,
    /// Amount requested of bare metal A100 GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_a100_count_requested: Option<i64>,
    /// Current usage of bare metal A100 GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_a100_count_usage: Option<i64>,
    /// Quota limit for bare metal H100 GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_h100_count_limit: Option<i64>,
    /// Amount requested of bare metal H100 GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_h100_count_requested: Option<i64>,
    /// Current usage of bare metal H100 GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_h100_count_usage: Option<i64>,
    /// Quota limit for bare metal H200 GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_h200_count_limit: Option<i64>,
    /// Amount requested of bare metal H200 GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_h200_count_requested: Option<i64>,
    /// Current usage of bare metal H200 GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_h200_count_usage: Option<i64>,
    /// Quota limit for bare metal L40S GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_l40s_count_limit: Option<i64>,
    /// Amount requested of bare metal L40S GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_l40s_count_requested: Option<i64>,
    /// Current usage of bare metal L40S GPU servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_gpu_l40s_count_usage: Option<i64>,
    /// Quota limit for high-frequency bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_hf_count_limit: Option<i64>,
    /// Amount requested of high-frequency bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_hf_count_requested: Option<i64>,
    /// Current usage of high-frequency bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_hf_count_usage: Option<i64>,
    /// Quota limit for infrastructure bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_infrastructure_count_limit: Option<i64>,
    /// Amount requested of infrastructure bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_infrastructure_count_requested: Option<i64>,
    /// Current usage of infrastructure bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_infrastructure_count_usage: Option<i64>,
    /// Quota limit for bare metal networks (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_network_count_limit: Option<i64>,
    /// Amount requested of bare metal networks (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_network_count_requested: Option<i64>,
    /// Current usage of bare metal networks (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_network_count_usage: Option<i64>,
    /// Quota limit for storage bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_storage_count_limit: Option<i64>,
    /// Amount requested of storage bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_storage_count_requested: Option<i64>,
    /// Current usage of storage bare metal servers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub baremetal_storage_count_usage: Option<i64>,
    /// Quota limit for containers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_container_count_limit: Option<i64>,
    /// Amount requested of containers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_container_count_requested: Option<i64>,
    /// Current usage of containers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_container_count_usage: Option<i64>,
    /// Quota limit for CPU for containers (unit: mCPU).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_cpu_count_limit: Option<i64>,
    /// Amount requested of CPU for containers (unit: mCPU).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_cpu_count_requested: Option<i64>,
    /// Current usage of CPU for containers (unit: mCPU).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_cpu_count_usage: Option<i64>,
    /// Quota limit for GPUs for containers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_gpu_count_limit: Option<i64>,
    /// Amount requested of GPUs for containers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_gpu_count_requested: Option<i64>,
    /// Current usage of GPUs for containers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_gpu_count_usage: Option<i64>,
    /// Quota limit for memory for containers (unit: MB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_ram_size_limit: Option<i64>,
    /// Amount requested of memory for containers (unit: MB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_ram_size_requested: Option<i64>,
    /// Current usage of memory for containers (unit: MB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caas_ram_size_usage: Option<i64>,
    /// Quota limit for Kubernetes clusters (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub cluster_count_limit: Option<i64>,
    /// Amount requested of Kubernetes clusters (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub cluster_count_requested: Option<i64>,
    /// Current usage of Kubernetes clusters (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub cluster_count_usage: Option<i64>,
    /// Quota limit for vCPU (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub cpu_count_limit: Option<i64>,
    /// Amount requested of vCPU (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub cpu_count_requested: Option<i64>,
    /// Current usage of vCPU (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub cpu_count_usage: Option<i64>,
    /// Quota limit for managed database clusters (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub dbaas_postgres_cluster_count_limit: Option<i64>,
    /// Amount requested of managed database clusters (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub dbaas_postgres_cluster_count_requested: Option<i64>,
    /// Current usage of managed database clusters (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub dbaas_postgres_cluster_count_usage: Option<i64>,
    /// Quota limit for external IPs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub external_ip_count_limit: Option<i64>,
    /// Amount requested of external IPs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub external_ip_count_requested: Option<i64>,
    /// Current usage of external IPs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub external_ip_count_usage: Option<i64>,
    /// Quota limit for CPU for functions (unit: mCPU).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_cpu_count_limit: Option<i64>,
    /// Amount requested of CPU for functions (unit: mCPU).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_cpu_count_requested: Option<i64>,
    /// Current usage of CPU for functions (unit: mCPU).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_cpu_count_usage: Option<i64>,
    /// Quota limit for functions (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_function_count_limit: Option<i64>,
    /// Amount requested of functions (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_function_count_requested: Option<i64>,
    /// Current usage of functions (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_function_count_usage: Option<i64>,
    /// Quota limit for function namespaces (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_namespace_count_limit: Option<i64>,
    /// Amount requested of function namespaces (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_namespace_count_requested: Option<i64>,
    /// Current usage of function namespaces (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_namespace_count_usage: Option<i64>,
    /// Quota limit for memory for functions (unit: MB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_ram_size_limit: Option<i64>,
    /// Amount requested of memory for functions (unit: MB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_ram_size_requested: Option<i64>,
    /// Current usage of memory for functions (unit: MB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub faas_ram_size_usage: Option<i64>,
    /// Quota limit for firewalls (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub firewall_count_limit: Option<i64>,
    /// Amount requested of firewalls (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub firewall_count_requested: Option<i64>,
    /// Current usage of firewalls (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub firewall_count_usage: Option<i64>,
    /// Quota limit for floating IPs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub floating_count_limit: Option<i64>,
    /// Amount requested of floating IPs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub floating_count_requested: Option<i64>,
    /// Current usage of floating IPs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub floating_count_usage: Option<i64>,
    /// Quota limit for GPUs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_count_limit: Option<i64>,
    /// Amount requested of GPUs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_count_requested: Option<i64>,
    /// Current usage of GPUs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_count_usage: Option<i64>,
    /// Quota limit for virtual A100 GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_a100_count_limit: Option<i64>,
    /// Amount requested of virtual A100 GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_a100_count_requested: Option<i64>,
    /// Current usage of virtual A100 GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_a100_count_usage: Option<i64>,
    /// Quota limit for virtual H100 GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_h100_count_limit: Option<i64>,
    /// Amount requested of virtual H100 GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_h100_count_requested: Option<i64>,
    /// Current usage of virtual H100 GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_h100_count_usage: Option<i64>,
    /// Quota limit for virtual H200 GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_h200_count_limit: Option<i64>,
    /// Amount requested of virtual H200 GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_h200_count_requested: Option<i64>,
    /// Current usage of virtual H200 GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_h200_count_usage: Option<i64>,
    /// Quota limit for virtual L40S GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_l40s_count_limit: Option<i64>,
    /// Amount requested of virtual L40S GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_l40s_count_requested: Option<i64>,
    /// Current usage of virtual L40S GPU cards (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_virtual_l40s_count_usage: Option<i64>,
    /// Quota limit for images (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub image_count_limit: Option<i64>,
    /// Amount requested of images (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub image_count_requested: Option<i64>,
    /// Current usage of images (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub image_count_usage: Option<i64>,
    /// Quota limit for images total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub image_size_limit: Option<i64>,
    /// Amount requested of images total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub image_size_requested: Option<i64>,
    /// Current usage of images total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub image_size_usage: Option<i64>,
    /// Quota limit for IPUs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ipu_count_limit: Option<i64>,
    /// Amount requested of IPUs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ipu_count_requested: Option<i64>,
    /// Current usage of IPUs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ipu_count_usage: Option<i64>,
    /// Quota limit for logging topics (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub laas_topic_count_limit: Option<i64>,
    /// Amount requested of logging topics (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub laas_topic_count_requested: Option<i64>,
    /// Current usage of logging topics (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub laas_topic_count_usage: Option<i64>,
    /// Quota limit for load balancers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub loadbalancer_count_limit: Option<i64>,
    /// Amount requested of load balancers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub loadbalancer_count_requested: Option<i64>,
    /// Current usage of load balancers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub loadbalancer_count_usage: Option<i64>,
    /// Quota limit for networks (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub network_count_limit: Option<i64>,
    /// Amount requested of networks (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub network_count_requested: Option<i64>,
    /// Current usage of networks (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub network_count_usage: Option<i64>,
    /// Quota limit for RAM (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ram_limit: Option<i64>,
    /// Amount requested of RAM (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ram_requested: Option<i64>,
    /// Current usage of RAM (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ram_usage: Option<i64>,
    /// Quota limit for registries (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub registry_count_limit: Option<i64>,
    /// Amount requested of registries (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub registry_count_requested: Option<i64>,
    /// Current usage of registries (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub registry_count_usage: Option<i64>,
    /// Quota limit for registry volume (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub registry_storage_limit: Option<i64>,
    /// Amount requested of registry volume (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub registry_storage_requested: Option<i64>,
    /// Current usage of registry volume (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub registry_storage_usage: Option<i64>,
    /// Quota limit for routers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub router_count_limit: Option<i64>,
    /// Amount requested of routers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub router_count_requested: Option<i64>,
    /// Current usage of routers (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub router_count_usage: Option<i64>,
    /// Quota limit for secrets (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub secret_count_limit: Option<i64>,
    /// Amount requested of secrets (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub secret_count_requested: Option<i64>,
    /// Current usage of secrets (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub secret_count_usage: Option<i64>,
    /// Quota limit for placement groups (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub servergroup_count_limit: Option<i64>,
    /// Amount requested of placement groups (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub servergroup_count_requested: Option<i64>,
    /// Current usage of placement groups (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub servergroup_count_usage: Option<i64>,
    /// Quota limit for shared file systems (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub sfs_count_limit: Option<i64>,
    /// Amount requested of shared file systems (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub sfs_count_requested: Option<i64>,
    /// Current usage of shared file systems (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub sfs_count_usage: Option<i64>,
    /// Quota limit for shared file systems total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub sfs_size_limit: Option<i64>,
    /// Amount requested of shared file systems total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub sfs_size_requested: Option<i64>,
    /// Current usage of shared file systems total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub sfs_size_usage: Option<i64>,
    /// Quota limit for basic VMs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub shared_vm_count_limit: Option<i64>,
    /// Amount requested of basic VMs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub shared_vm_count_requested: Option<i64>,
    /// Current usage of basic VMs (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub shared_vm_count_usage: Option<i64>,
    /// Quota limit for snapshot schedules (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub snapshot_schedule_count_limit: Option<i64>,
    /// Amount requested of snapshot schedules (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub snapshot_schedule_count_requested: Option<i64>,
    /// Current usage of snapshot schedules (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub snapshot_schedule_count_usage: Option<i64>,
    /// Quota limit for subnets (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub subnet_count_limit: Option<i64>,
    /// Amount requested of subnets (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub subnet_count_requested: Option<i64>,
    /// Current usage of subnets (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub subnet_count_usage: Option<i64>,
    /// Quota limit for dedicated instances (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub vm_count_limit: Option<i64>,
    /// Amount requested of dedicated instances (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub vm_count_requested: Option<i64>,
    /// Current usage of dedicated instances (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub vm_count_usage: Option<i64>,
    /// Quota limit for volumes (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_count_limit: Option<i64>,
    /// Amount requested of volumes (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_count_requested: Option<i64>,
    /// Current usage of volumes (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_count_usage: Option<i64>,
    /// Quota limit for volumes total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_size_limit: Option<i64>,
    /// Amount requested of volumes total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_size_requested: Option<i64>,
    /// Current usage of volumes total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_size_usage: Option<i64>,
    /// Quota limit for snapshots (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_snapshots_count_limit: Option<i64>,
    /// Amount requested of snapshots (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_snapshots_count_requested: Option<i64>,
    /// Current usage of snapshots (unit: count).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_snapshots_count_usage: Option<i64>,
    /// Quota limit for snapshots total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_snapshots_size_limit: Option<i64>,
    /// Amount requested of snapshots total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_snapshots_size_requested: Option<i64>,
    /// Current usage of snapshots total size (unit: GiB).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_snapshots_size_usage: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for QuotaRecord {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            baremetal_basic_count_limit: object.optional("baremetal_basic_count_limit")?,
            baremetal_basic_count_requested: object
                .optional("baremetal_basic_count_requested")?,
            baremetal_basic_count_usage: object.optional("baremetal_basic_count_usage")?,
            baremetal_gpu_a100_count_limit: object
                .optional("baremetal_gpu_a100_count_limit")?,
            baremetal_gpu_a100_count_requested: object
                .optional("baremetal_gpu_a100_count_requested")?,
            baremetal_gpu_a100_count_usage: object
                .optional("baremetal_gpu_a100_count_usage")?,
            baremetal_gpu_h100_count_limit: object
                .optional("baremetal_gpu_h100_count_limit")?,
            baremetal_gpu_h100_count_requested: object
                .optional("baremetal_gpu_h100_count_requested")?,
            baremetal_gpu_h100_count_usage: object
                .optional("baremetal_gpu_h100_count_usage")?,
            baremetal_gpu_h200_count_limit: object
                .optional("baremetal_gpu_h200_count_limit")?,
            baremetal_gpu_h200_count_requested: object
                .optional("baremetal_gpu_h200_count_requested")?,
            baremetal_gpu_h200_count_usage: object
                .optional("baremetal_gpu_h200_count_usage")?,
            baremetal_gpu_l40s_count_limit: object
                .optional("baremetal_gpu_l40s_count_limit")?,
            baremetal_gpu_l40s_count_requested: object
                .optional("baremetal_gpu_l40s_count_requested")?,
            baremetal_gpu_l40s_count_usage: object
                .optional("baremetal_gpu_l40s_count_usage")?,
            baremetal_hf_count_limit: object.optional("baremetal_hf_count_limit")?,
            baremetal_hf_count_requested: object
                .optional("baremetal_hf_count_requested")?,
            baremetal_hf_count_usage: object.optional("baremetal_hf_count_usage")?,
            baremetal_infrastructure_count_limit: object
                .optional("baremetal_infrastructure_count_limit")?,
            baremetal_infrastructure_count_requested: object
                .optional("baremetal_infrastructure_count_requested")?,
            baremetal_infrastructure_count_usage: object
                .optional("baremetal_infrastructure_count_usage")?,
            baremetal_network_count_limit: object
                .optional("baremetal_network_count_limit")?,
            baremetal_network_count_requested: object
                .optional("baremetal_network_count_requested")?,
            baremetal_network_count_usage: object
                .optional("baremetal_network_count_usage")?,
            baremetal_storage_count_limit: object
                .optional("baremetal_storage_count_limit")?,
            baremetal_storage_count_requested: object
                .optional("baremetal_storage_count_requested")?,
            baremetal_storage_count_usage: object
                .optional("baremetal_storage_count_usage")?,
            caas_container_count_limit: object.optional("caas_container_count_limit")?,
            caas_container_count_requested: object
                .optional("caas_container_count_requested")?,
            caas_container_count_usage: object.optional("caas_container_count_usage")?,
            caas_cpu_count_limit: object.optional("caas_cpu_count_limit")?,
            caas_cpu_count_requested: object.optional("caas_cpu_count_requested")?,
            caas_cpu_count_usage: object.optional("caas_cpu_count_usage")?,
            caas_gpu_count_limit: object.optional("caas_gpu_count_limit")?,
            caas_gpu_count_requested: object.optional("caas_gpu_count_requested")?,
            caas_gpu_count_usage: object.optional("caas_gpu_count_usage")?,
            caas_ram_size_limit: object.optional("caas_ram_size_limit")?,
            caas_ram_size_requested: object.optional("caas_ram_size_requested")?,
            caas_ram_size_usage: object.optional("caas_ram_size_usage")?,
            cluster_count_limit: object.optional("cluster_count_limit")?,
            cluster_count_requested: object.optional("cluster_count_requested")?,
            cluster_count_usage: object.optional("cluster_count_usage")?,
            cpu_count_limit: object.optional("cpu_count_limit")?,
            cpu_count_requested: object.optional("cpu_count_requested")?,
            cpu_count_usage: object.optional("cpu_count_usage")?,
            dbaas_postgres_cluster_count_limit: object
                .optional("dbaas_postgres_cluster_count_limit")?,
            dbaas_postgres_cluster_count_requested: object
                .optional("dbaas_postgres_cluster_count_requested")?,
            dbaas_postgres_cluster_count_usage: object
                .optional("dbaas_postgres_cluster_count_usage")?,
            external_ip_count_limit: object.optional("external_ip_count_limit")?,
            external_ip_count_requested: object.optional("external_ip_count_requested")?,
            external_ip_count_usage: object.optional("external_ip_count_usage")?,
            faas_cpu_count_limit: object.optional("faas_cpu_count_limit")?,
            faas_cpu_count_requested: object.optional("faas_cpu_count_requested")?,
            faas_cpu_count_usage: object.optional("faas_cpu_count_usage")?,
            faas_function_count_limit: object.optional("faas_function_count_limit")?,
            faas_function_count_requested: object
                .optional("faas_function_count_requested")?,
            faas_function_count_usage: object.optional("faas_function_count_usage")?,
            faas_namespace_count_limit: object.optional("faas_namespace_count_limit")?,
            faas_namespace_count_requested: object
                .optional("faas_namespace_count_requested")?,
            faas_namespace_count_usage: object.optional("faas_namespace_count_usage")?,
            faas_ram_size_limit: object.optional("faas_ram_size_limit")?,
            faas_ram_size_requested: object.optional("faas_ram_size_requested")?,
            faas_ram_size_usage: object.optional("faas_ram_size_usage")?,
            firewall_count_limit: object.optional("firewall_count_limit")?,
            firewall_count_requested: object.optional("firewall_count_requested")?,
            firewall_count_usage: object.optional("firewall_count_usage")?,
            floating_count_limit: object.optional("floating_count_limit")?,
            floating_count_requested: object.optional("floating_count_requested")?,
            floating_count_usage: object.optional("floating_count_usage")?,
            gpu_count_limit: object.optional("gpu_count_limit")?,
            gpu_count_requested: object.optional("gpu_count_requested")?,
            gpu_count_usage: object.optional("gpu_count_usage")?,
            gpu_virtual_a100_count_limit: object
                .optional("gpu_virtual_a100_count_limit")?,
            gpu_virtual_a100_count_requested: object
                .optional("gpu_virtual_a100_count_requested")?,
            gpu_virtual_a100_count_usage: object
                .optional("gpu_virtual_a100_count_usage")?,
            gpu_virtual_h100_count_limit: object
                .optional("gpu_virtual_h100_count_limit")?,
            gpu_virtual_h100_count_requested: object
                .optional("gpu_virtual_h100_count_requested")?,
            gpu_virtual_h100_count_usage: object
                .optional("gpu_virtual_h100_count_usage")?,
            gpu_virtual_h200_count_limit: object
                .optional("gpu_virtual_h200_count_limit")?,
            gpu_virtual_h200_count_requested: object
                .optional("gpu_virtual_h200_count_requested")?,
            gpu_virtual_h200_count_usage: object
                .optional("gpu_virtual_h200_count_usage")?,
            gpu_virtual_l40s_count_limit: object
                .optional("gpu_virtual_l40s_count_limit")?,
            gpu_virtual_l40s_count_requested: object
                .optional("gpu_virtual_l40s_count_requested")?,
            gpu_virtual_l40s_count_usage: object
                .optional("gpu_virtual_l40s_count_usage")?,
            image_count_limit: object.optional("image_count_limit")?,
            image_count_requested: object.optional("image_count_requested")?,
            image_count_usage: object.optional("image_count_usage")?,
            image_size_limit: object.optional("image_size_limit")?,
            image_size_requested: object.optional("image_size_requested")?,
            image_size_usage: object.optional("image_size_usage")?,
            ipu_count_limit: object.optional("ipu_count_limit")?,
            ipu_count_requested: object.optional("ipu_count_requested")?,
            ipu_count_usage: object.optional("ipu_count_usage")?,
            laas_topic_count_limit: object.optional("laas_topic_count_limit")?,
            laas_topic_count_requested: object.optional("laas_topic_count_requested")?,
            laas_topic_count_usage: object.optional("laas_topic_count_usage")?,
            loadbalancer_count_limit: object.optional("loadbalancer_count_limit")?,
            loadbalancer_count_requested: object
                .optional("loadbalancer_count_requested")?,
            loadbalancer_count_usage: object.optional("loadbalancer_count_usage")?,
            network_count_limit: object.optional("network_count_limit")?,
            network_count_requested: object.optional("network_count_requested")?,
            network_count_usage: object.optional("network_count_usage")?,
            ram_limit: object.optional("ram_limit")?,
            ram_requested: object.optional("ram_requested")?,
            ram_usage: object.optional("ram_usage")?,
            registry_count_limit: object.optional("registry_count_limit")?,
            registry_count_requested: object.optional("registry_count_requested")?,
            registry_count_usage: object.optional("registry_count_usage")?,
            registry_storage_limit: object.optional("registry_storage_limit")?,
            registry_storage_requested: object.optional("registry_storage_requested")?,
            registry_storage_usage: object.optional("registry_storage_usage")?,
            router_count_limit: object.optional("router_count_limit")?,
            router_count_requested: object.optional("router_count_requested")?,
            router_count_usage: object.optional("router_count_usage")?,
            secret_count_limit: object.optional("secret_count_limit")?,
            secret_count_requested: object.optional("secret_count_requested")?,
            secret_count_usage: object.optional("secret_count_usage")?,
            servergroup_count_limit: object.optional("servergroup_count_limit")?,
            servergroup_count_requested: object.optional("servergroup_count_requested")?,
            servergroup_count_usage: object.optional("servergroup_count_usage")?,
            sfs_count_limit: object.optional("sfs_count_limit")?,
            sfs_count_requested: object.optional("sfs_count_requested")?,
            sfs_count_usage: object.optional("sfs_count_usage")?,
            sfs_size_limit: object.optional("sfs_size_limit")?,
            sfs_size_requested: object.optional("sfs_size_requested")?,
            sfs_size_usage: object.optional("sfs_size_usage")?,
            shared_vm_count_limit: object.optional("shared_vm_count_limit")?,
            shared_vm_count_requested: object.optional("shared_vm_count_requested")?,
            shared_vm_count_usage: object.optional("shared_vm_count_usage")?,
            snapshot_schedule_count_limit: object
                .optional("snapshot_schedule_count_limit")?,
            snapshot_schedule_count_requested: object
                .optional("snapshot_schedule_count_requested")?,
            snapshot_schedule_count_usage: object
                .optional("snapshot_schedule_count_usage")?,
            subnet_count_limit: object.optional("subnet_count_limit")?,
            subnet_count_requested: object.optional("subnet_count_requested")?,
            subnet_count_usage: object.optional("subnet_count_usage")?,
            vm_count_limit: object.optional("vm_count_limit")?,
            vm_count_requested: object.optional("vm_count_requested")?,
            vm_count_usage: object.optional("vm_count_usage")?,
            volume_count_limit: object.optional("volume_count_limit")?,
            volume_count_requested: object.optional("volume_count_requested")?,
            volume_count_usage: object.optional("volume_count_usage")?,
            volume_size_limit: object.optional("volume_size_limit")?,
            volume_size_requested: object.optional("volume_size_requested")?,
            volume_size_usage: object.optional("volume_size_usage")?,
            volume_snapshots_count_limit: object
                .optional("volume_snapshots_count_limit")?,
            volume_snapshots_count_requested: object
                .optional("volume_snapshots_count_requested")?,
            volume_snapshots_count_usage: object
                .optional("volume_snapshots_count_usage")?,
            volume_snapshots_size_limit: object.optional("volume_snapshots_size_limit")?,
            volume_snapshots_size_requested: object
                .optional("volume_snapshots_size_requested")?,
            volume_snapshots_size_usage: object.optional("volume_snapshots_size_usage")?,
        })
    }
}
impl ::oapigen_runtime::Validate for QuotaRecord {}
::oapigen_runtime::validate_json!(
    QuotaRecord, super::schema::SCHEMAS, super::schema::SLOTS, 11
);
/// The PostgreSQL cluster that would be created.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostgresQuotaCheckRequest {
    /// Cluster name: 1-50 characters, lower-case letters, digits and hyphens, starting and ending with a letter or digit.
    ///
    /// Constraints: 1–50 characters, matching `^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`.
    pub cluster_name: PostgresQuotaCheckRequestClusterName,
    pub flavor: PostgresFlavor,
    /// High availability settings; required. `null` is accepted as well (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub high_availability: Option<PostgresHighAvailability>,
    pub network: PostgresNetwork,
    pub pg_server_configuration: PostgresServerConfiguration,
    pub storage: PostgresStorage,
    /// Databases to create in the cluster.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub databases: Option<Vec<PostgresDatabase>>,
    /// Database users to create in the cluster.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub users: Option<Vec<PostgresUser>>,
}
impl<'de> ::serde::Deserialize<'de> for PostgresQuotaCheckRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            cluster_name: object.required("cluster_name")?,
            flavor: object.required("flavor")?,
            high_availability: object.optional("high_availability")?,
            network: object.required("network")?,
            pg_server_configuration: object.required("pg_server_configuration")?,
            storage: object.required("storage")?,
            databases: object.optional("databases")?,
            users: object.optional("users")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PostgresQuotaCheckRequest {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.cluster_name,
            &path.key("cluster_name"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.high_availability,
            &path.key("high_availability"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.network,
            &path.key("network"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.pg_server_configuration,
            &path.key("pg_server_configuration"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.users, &path.key("users"), out);
    }
}
/// Builder for [`PostgresQuotaCheckRequest`](struct@PostgresQuotaCheckRequest): set members, then [`build`](PostgresQuotaCheckRequestBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct PostgresQuotaCheckRequestBuilder {
    cluster_name: Option<PostgresQuotaCheckRequestClusterName>,
    flavor: Option<PostgresFlavor>,
    high_availability: Option<Option<PostgresHighAvailability>>,
    network: Option<PostgresNetwork>,
    pg_server_configuration: Option<PostgresServerConfiguration>,
    storage: Option<PostgresStorage>,
    databases: Option<Vec<PostgresDatabase>>,
    users: Option<Vec<PostgresUser>>,
}
impl PostgresQuotaCheckRequest {
    /// A builder for [`PostgresQuotaCheckRequest`](struct@PostgresQuotaCheckRequest).
    pub fn builder() -> PostgresQuotaCheckRequestBuilder {
        <PostgresQuotaCheckRequestBuilder as Default>::default()
    }
}
impl PostgresQuotaCheckRequestBuilder {
    /// Cluster name: 1-50 characters, lower-case letters, digits and hyphens, starting and ending with a letter or digit.
    pub fn cluster_name(
        mut self,
        value: impl Into<PostgresQuotaCheckRequestClusterName>,
    ) -> Self {
        self.cluster_name = Some(value.into());
        self
    }
    pub fn flavor(mut self, value: impl Into<PostgresFlavor>) -> Self {
        self.flavor = Some(value.into());
        self
    }
    /// High availability settings; required. `null` is accepted as well (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn high_availability(
        mut self,
        value: impl Into<Option<PostgresHighAvailability>>,
    ) -> Self {
        self.high_availability = Some(value.into());
        self
    }
    pub fn network(mut self, value: impl Into<PostgresNetwork>) -> Self {
        self.network = Some(value.into());
        self
    }
    pub fn pg_server_configuration(
        mut self,
        value: impl Into<PostgresServerConfiguration>,
    ) -> Self {
        self.pg_server_configuration = Some(value.into());
        self
    }
    pub fn storage(mut self, value: impl Into<PostgresStorage>) -> Self {
        self.storage = Some(value.into());
        self
    }
    /// Databases to create in the cluster.
    pub fn databases(mut self, value: impl Into<Vec<PostgresDatabase>>) -> Self {
        self.databases = Some(value.into());
        self
    }
    /// Database users to create in the cluster.
    pub fn users(mut self, value: impl Into<Vec<PostgresUser>>) -> Self {
        self.users = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<PostgresQuotaCheckRequest, ::oapigen_runtime::ValidationErrors> {
        match (
            self.cluster_name,
            self.flavor,
            self.high_availability,
            self.network,
            self.pg_server_configuration,
            self.storage,
        ) {
            (
                Some(cluster_name),
                Some(flavor),
                Some(high_availability),
                Some(network),
                Some(pg_server_configuration),
                Some(storage),
            ) => {
                let value = PostgresQuotaCheckRequest {
                    cluster_name,
                    flavor,
                    high_availability,
                    network,
                    pg_server_configuration,
                    storage,
                    databases: self.databases,
                    users: self.users,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (
                cluster_name,
                flavor,
                high_availability,
                network,
                pg_server_configuration,
                storage,
            ) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("cluster_name", cluster_name.is_some()),
                            ("flavor", flavor.is_some()),
                            ("high_availability", high_availability.is_some()),
                            ("network", network.is_some()),
                            (
                                "pg_server_configuration",
                                pg_server_configuration.is_some(),
                            ),
                            ("storage", storage.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    PostgresQuotaCheckRequest, super::schema::SCHEMAS, super::schema::SLOTS, 12
);
/// Cluster name: 1-50 characters, lower-case letters, digits and hyphens, starting and ending with a letter or digit.
///
/// Constraints: 1–50 characters, matching `^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct PostgresQuotaCheckRequestClusterName(String);
impl PostgresQuotaCheckRequestClusterName {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 1u64);
        ::oapigen_runtime::check::max_length(out, path, value, 50u64);
        static PATTERN: ::oapigen_runtime::Pattern = ::oapigen_runtime::Pattern::new(
            "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
        );
        ::oapigen_runtime::check::pattern(out, path, value, &PATTERN);
    }
}
::oapigen_runtime::newtype!(string PostgresQuotaCheckRequestClusterName);
::oapigen_runtime::validate_json!(
    PostgresQuotaCheckRequestClusterName, super::schema::SCHEMAS, super::schema::SLOTS,
    13
);
/// Instance sizing of the cluster.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostgresFlavor {
    /// Number of CPUs.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub cpu: Option<i64>,
    /// Memory in GiB.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub memory_gib: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for PostgresFlavor {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            cpu: object.optional("cpu")?,
            memory_gib: object.optional("memory_gib")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PostgresFlavor {}
/// Builder for [`PostgresFlavor`](struct@PostgresFlavor): set members, then [`build`](PostgresFlavorBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct PostgresFlavorBuilder {
    cpu: Option<i64>,
    memory_gib: Option<i64>,
}
impl PostgresFlavor {
    /// A builder for [`PostgresFlavor`](struct@PostgresFlavor).
    pub fn builder() -> PostgresFlavorBuilder {
        <PostgresFlavorBuilder as Default>::default()
    }
}
impl PostgresFlavorBuilder {
    /// Number of CPUs.
    pub fn cpu(mut self, value: impl Into<i64>) -> Self {
        self.cpu = Some(value.into());
        self
    }
    /// Memory in GiB.
    pub fn memory_gib(mut self, value: impl Into<i64>) -> Self {
        self.memory_gib = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<PostgresFlavor, ::oapigen_runtime::ValidationErrors> {
        let value = PostgresFlavor {
            cpu: self.cpu,
            memory_gib: self.memory_gib,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    PostgresFlavor, super::schema::SCHEMAS, super::schema::SLOTS, 14
);
/// High-availability settings.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostgresHighAvailability {
    /// Replication mode (allowed values from the reference).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub replication_mode: Option<PostgresHighAvailabilityReplicationMode>,
}
impl<'de> ::serde::Deserialize<'de> for PostgresHighAvailability {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            replication_mode: object.optional("replication_mode")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PostgresHighAvailability {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.replication_mode,
            &path.key("replication_mode"),
            out,
        );
    }
}
/// Builder for [`PostgresHighAvailability`](struct@PostgresHighAvailability): set members, then [`build`](PostgresHighAvailabilityBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct PostgresHighAvailabilityBuilder {
    replication_mode: Option<PostgresHighAvailabilityReplicationMode>,
}
impl PostgresHighAvailability {
    /// A builder for [`PostgresHighAvailability`](struct@PostgresHighAvailability).
    pub fn builder() -> PostgresHighAvailabilityBuilder {
        <PostgresHighAvailabilityBuilder as Default>::default()
    }
}
impl PostgresHighAvailabilityBuilder {
    /// Replication mode (allowed values from the reference).
    ///
    /// Source: reference.
    pub fn replication_mode(
        mut self,
        value: impl Into<PostgresHighAvailabilityReplicationMode>,
    ) -> Self {
        self.replication_mode = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<PostgresHighAvailability, ::oapigen_runtime::ValidationErrors> {
        let value = PostgresHighAvailability {
            replication_mode: self.replication_mode,
        };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    PostgresHighAvailability, super::schema::SCHEMAS, super::schema::SLOTS, 15
);
/// Replication mode (allowed values from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum PostgresHighAvailabilityReplicationMode {
    /// `async`
    Async,
    /// `sync`
    Sync,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    PostgresHighAvailabilityReplicationMode, [Async, Sync], ["async", "sync"]
);
::oapigen_runtime::validate_json!(
    PostgresHighAvailabilityReplicationMode, super::schema::SCHEMAS,
    super::schema::SLOTS, 16
);
/// Network settings of the cluster.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostgresNetwork {
    /// Access control list entries.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub acl: Option<Vec<String>>,
    /// Network type (allowed value from the reference).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub network_type: Option<PostgresNetworkNetworkType>,
}
impl<'de> ::serde::Deserialize<'de> for PostgresNetwork {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            acl: object.optional("acl")?,
            network_type: object.optional("network_type")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PostgresNetwork {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.network_type,
            &path.key("network_type"),
            out,
        );
    }
}
/// Builder for [`PostgresNetwork`](struct@PostgresNetwork): set members, then [`build`](PostgresNetworkBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct PostgresNetworkBuilder {
    acl: Option<Vec<String>>,
    network_type: Option<PostgresNetworkNetworkType>,
}
impl PostgresNetwork {
    /// A builder for [`PostgresNetwork`](struct@PostgresNetwork).
    pub fn builder() -> PostgresNetworkBuilder {
        <PostgresNetworkBuilder as Default>::default()
    }
}
impl PostgresNetworkBuilder {
    /// Access control list entries.
    pub fn acl(mut self, value: impl Into<Vec<String>>) -> Self {
        self.acl = Some(value.into());
        self
    }
    /// Network type (allowed value from the reference).
    ///
    /// Source: reference.
    pub fn network_type(mut self, value: impl Into<PostgresNetworkNetworkType>) -> Self {
        self.network_type = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<PostgresNetwork, ::oapigen_runtime::ValidationErrors> {
        let value = PostgresNetwork {
            acl: self.acl,
            network_type: self.network_type,
        };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    PostgresNetwork, super::schema::SCHEMAS, super::schema::SLOTS, 17
);
/// Network type (allowed value from the reference).
///
/// Source: reference.
#[derive(
    Clone,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Deserialize
)]
#[serde(from = "::std::string::String")]
pub enum PostgresNetworkNetworkType {
    /// `public`
    #[default]
    Public,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(PostgresNetworkNetworkType, [Public], ["public"]);
::oapigen_runtime::validate_json!(
    PostgresNetworkNetworkType, super::schema::SCHEMAS, super::schema::SLOTS, 18
);
/// PostgreSQL server configuration.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostgresServerConfiguration {
    /// PostgreSQL configuration text.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub pg_conf: Option<String>,
    /// PostgreSQL version.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub version: Option<String>,
    /// Connection pooler settings, or null for no pooler.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub pooler: ::oapigen_runtime::Nullable<PostgresPooler>,
}
impl<'de> ::serde::Deserialize<'de> for PostgresServerConfiguration {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            pg_conf: object.optional("pg_conf")?,
            version: object.optional("version")?,
            pooler: object.nullable("pooler")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PostgresServerConfiguration {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.pooler, &path.key("pooler"), out);
    }
}
/// Builder for [`PostgresServerConfiguration`](struct@PostgresServerConfiguration): set members, then [`build`](PostgresServerConfigurationBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct PostgresServerConfigurationBuilder {
    pg_conf: Option<String>,
    version: Option<String>,
    pooler: ::oapigen_runtime::Nullable<PostgresPooler>,
}
impl PostgresServerConfiguration {
    /// A builder for [`PostgresServerConfiguration`](struct@PostgresServerConfiguration).
    pub fn builder() -> PostgresServerConfigurationBuilder {
        <PostgresServerConfigurationBuilder as Default>::default()
    }
}
impl PostgresServerConfigurationBuilder {
    /// PostgreSQL configuration text.
    pub fn pg_conf(mut self, value: impl Into<String>) -> Self {
        self.pg_conf = Some(value.into());
        self
    }
    /// PostgreSQL version.
    pub fn version(mut self, value: impl Into<String>) -> Self {
        self.version = Some(value.into());
        self
    }
    /// Connection pooler settings, or null for no pooler.
    pub fn pooler(mut self, value: impl Into<PostgresPooler>) -> Self {
        self.pooler = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `pooler` as JSON `null`.
    pub fn pooler_null(mut self) -> Self {
        self.pooler = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<PostgresServerConfiguration, ::oapigen_runtime::ValidationErrors> {
        let value = PostgresServerConfiguration {
            pg_conf: self.pg_conf,
            version: self.version,
            pooler: self.pooler,
        };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    PostgresServerConfiguration, super::schema::SCHEMAS, super::schema::SLOTS, 19
);
/// Connection pooler settings (shape from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostgresPooler {
    /// Pooling mode.
    pub mode: PostgresPoolerMode,
    /// Pooler implementation.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub r#type: Option<PostgresPoolerType>,
}
impl<'de> ::serde::Deserialize<'de> for PostgresPooler {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            mode: object.required("mode")?,
            r#type: object.optional("type")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PostgresPooler {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.mode, &path.key("mode"), out);
        ::oapigen_runtime::Validate::validate_at(&self.r#type, &path.key("type"), out);
    }
}
/// Builder for [`PostgresPooler`](struct@PostgresPooler): set members, then [`build`](PostgresPoolerBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct PostgresPoolerBuilder {
    mode: Option<PostgresPoolerMode>,
    r#type: Option<PostgresPoolerType>,
}
impl PostgresPooler {
    /// A builder for [`PostgresPooler`](struct@PostgresPooler).
    pub fn builder() -> PostgresPoolerBuilder {
        <PostgresPoolerBuilder as Default>::default()
    }
}
impl PostgresPoolerBuilder {
    /// Pooling mode.
    pub fn mode(mut self, value: impl Into<PostgresPoolerMode>) -> Self {
        self.mode = Some(value.into());
        self
    }
    /// Pooler implementation.
    pub fn r#type(mut self, value: impl Into<PostgresPoolerType>) -> Self {
        self.r#type = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<PostgresPooler, ::oapigen_runtime::ValidationErrors> {
        match (self.mode,) {
            (Some(mode),) => {
                let value = PostgresPooler {
                    mode,
                    r#type: self.r#type,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (mode,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("mode", mode.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    PostgresPooler, super::schema::SCHEMAS, super::schema::SLOTS, 20
);
/// Pooling mode.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum PostgresPoolerMode {
    /// `session`
    Session,
    /// `statement`
    Statement,
    /// `transaction`
    Transaction,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    PostgresPoolerMode, [Session, Statement, Transaction], ["session", "statement",
    "transaction"]
);
::oapigen_runtime::validate_json!(
    PostgresPoolerMode, super::schema::SCHEMAS, super::schema::SLOTS, 21
);
/// Pooler implementation.
#[derive(
    Clone,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Deserialize
)]
#[serde(from = "::std::string::String")]
pub enum PostgresPoolerType {
    /// `pgbouncer`
    #[default]
    Pgbouncer,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(PostgresPoolerType, [Pgbouncer], ["pgbouncer"]);
::oapigen_runtime::validate_json!(
    PostgresPoolerType, super::schema::SCHEMAS, super::schema::SLOTS, 22
);
/// Storage of the cluster.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostgresStorage {
    /// Storage size in GiB.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub size_gib: Option<i64>,
    /// Storage type; the allowed values are not published.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub r#type: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for PostgresStorage {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            size_gib: object.optional("size_gib")?,
            r#type: object.optional("type")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PostgresStorage {}
/// Builder for [`PostgresStorage`](struct@PostgresStorage): set members, then [`build`](PostgresStorageBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct PostgresStorageBuilder {
    size_gib: Option<i64>,
    r#type: Option<String>,
}
impl PostgresStorage {
    /// A builder for [`PostgresStorage`](struct@PostgresStorage).
    pub fn builder() -> PostgresStorageBuilder {
        <PostgresStorageBuilder as Default>::default()
    }
}
impl PostgresStorageBuilder {
    /// Storage size in GiB.
    pub fn size_gib(mut self, value: impl Into<i64>) -> Self {
        self.size_gib = Some(value.into());
        self
    }
    /// Storage type; the allowed values are not published.
    pub fn r#type(mut self, value: impl Into<String>) -> Self {
        self.r#type = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<PostgresStorage, ::oapigen_runtime::ValidationErrors> {
        let value = PostgresStorage {
            size_gib: self.size_gib,
            r#type: self.r#type,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    PostgresStorage, super::schema::SCHEMAS, super::schema::SLOTS, 23
);
/// A database to create (shape from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostgresDatabase {
    /// Database name.
    pub name: String,
    /// Name of the owning user.
    pub owner: String,
}
impl<'de> ::serde::Deserialize<'de> for PostgresDatabase {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            name: object.required("name")?,
            owner: object.required("owner")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PostgresDatabase {}
/// Builder for [`PostgresDatabase`](struct@PostgresDatabase): set members, then [`build`](PostgresDatabaseBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct PostgresDatabaseBuilder {
    name: Option<String>,
    owner: Option<String>,
}
impl PostgresDatabase {
    /// A builder for [`PostgresDatabase`](struct@PostgresDatabase).
    pub fn builder() -> PostgresDatabaseBuilder {
        <PostgresDatabaseBuilder as Default>::default()
    }
}
impl PostgresDatabaseBuilder {
    /// Database name.
    pub fn name(mut self, value: impl Into<String>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Name of the owning user.
    pub fn owner(mut self, value: impl Into<String>) -> Self {
        self.owner = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<PostgresDatabase, ::oapigen_runtime::ValidationErrors> {
        match (self.name, self.owner) {
            (Some(name), Some(owner)) => {
                let value = PostgresDatabase { name, owner };
                Ok(value)
            }
            (name, owner) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("name", name.is_some()), ("owner", owner.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    PostgresDatabase, super::schema::SCHEMAS, super::schema::SLOTS, 24
);
/// A database user to create (shape from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostgresUser {
    /// User name.
    pub name: String,
    /// Role attributes of the user.
    pub role_attributes: Vec<PostgresUserRoleAttributesItem>,
}
impl<'de> ::serde::Deserialize<'de> for PostgresUser {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            name: object.required("name")?,
            role_attributes: object.required("role_attributes")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PostgresUser {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.role_attributes,
            &path.key("role_attributes"),
            out,
        );
    }
}
/// Builder for [`PostgresUser`](struct@PostgresUser): set members, then [`build`](PostgresUserBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct PostgresUserBuilder {
    name: Option<String>,
    role_attributes: Option<Vec<PostgresUserRoleAttributesItem>>,
}
impl PostgresUser {
    /// A builder for [`PostgresUser`](struct@PostgresUser).
    pub fn builder() -> PostgresUserBuilder {
        <PostgresUserBuilder as Default>::default()
    }
}
impl PostgresUserBuilder {
    /// User name.
    pub fn name(mut self, value: impl Into<String>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Role attributes of the user.
    pub fn role_attributes(
        mut self,
        value: impl Into<Vec<PostgresUserRoleAttributesItem>>,
    ) -> Self {
        self.role_attributes = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<PostgresUser, ::oapigen_runtime::ValidationErrors> {
        match (self.name, self.role_attributes) {
            (Some(name), Some(role_attributes)) => {
                let value = PostgresUser {
                    name,
                    role_attributes,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (name, role_attributes) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("name", name.is_some()),
                            ("role_attributes", role_attributes.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    PostgresUser, super::schema::SCHEMAS, super::schema::SLOTS, 25
);
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum PostgresUserRoleAttributesItem {
    /// `BYPASSRLS`
    Bypassrls,
    /// `CREATEDB`
    Createdb,
    /// `CREATEROLE`
    Createrole,
    /// `INHERIT`
    Inherit,
    /// `LOGIN`
    Login,
    /// `NOLOGIN`
    Nologin,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    PostgresUserRoleAttributesItem, [Bypassrls, Createdb, Createrole, Inherit, Login,
    Nologin], ["BYPASSRLS", "CREATEDB", "CREATEROLE", "INHERIT", "LOGIN", "NOLOGIN"]
);
::oapigen_runtime::validate_json!(
    PostgresUserRoleAttributesItem, super::schema::SCHEMAS, super::schema::SLOTS, 26
);
/// A serverless function inside a namespace. Which fields are always present is not documented, so all are optional.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Function {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub autoscaling: Option<FunctionAutoscaling>,
    /// Message from the last build.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub build_message: Option<String>,
    /// Build status; the allowed values are not published.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub build_status: Option<String>,
    /// Source code of the function.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub code_text: Option<String>,
    /// Creation time.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub created_at: Option<String>,
    /// Dependencies of the function.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub dependencies: Option<String>,
    /// Deployment status. Its content is not documented by the interface specification; the reference describes it as a map from string to integer.
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub deploy_status: Option<::std::collections::BTreeMap<String, i64>>,
    /// Description of the function.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub description: Option<String>,
    /// Address at which the function is reachable.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub endpoint: Option<String>,
    /// Flavor (size) of the function.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub flavor: Option<String>,
    /// Function identifier.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub id: Option<String>,
    /// Entry point of the function.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub main_method: Option<String>,
    /// Function name.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub name: Option<String>,
    /// Runtime of the function.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub runtime: Option<String>,
    /// Function status; the allowed values are not published.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub status: Option<String>,
    /// Timeout of the function.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub timeout: Option<i64>,
    /// Whether calls to the function need an API key.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub enable_api_key: Option<bool>,
    /// Environment variables of the function.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub envs: Option<::std::collections::BTreeMap<String, String>>,
}
impl<'de> ::serde::Deserialize<'de> for Function {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            autoscaling: object.optional("autoscaling")?,
            build_message: object.optional("build_message")?,
            build_status: object.optional("build_status")?,
            code_text: object.optional("code_text")?,
            created_at: object.optional("created_at")?,
            dependencies: object.optional("dependencies")?,
            deploy_status: object.optional("deploy_status")?,
            description: object.optional("description")?,
            endpoint: object.optional("endpoint")?,
            flavor: object.optional("flavor")?,
            id: object.optional("id")?,
            main_method: object.optional("main_method")?,
            name: object.optional("name")?,
            runtime: object.optional("runtime")?,
            status: object.optional("status")?,
            timeout: object.optional("timeout")?,
            enable_api_key: object.optional("enable_api_key")?,
            envs: object.optional("envs")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Function {}
::oapigen_runtime::validate_json!(
    Function, super::schema::SCHEMAS, super::schema::SLOTS, 27
);
/// Autoscaling bounds of a function.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct FunctionAutoscaling {
    /// Largest number of instances.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub max_instances: Option<i64>,
    /// Smallest number of instances.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub min_instances: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for FunctionAutoscaling {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            max_instances: object.optional("max_instances")?,
            min_instances: object.optional("min_instances")?,
        })
    }
}
impl ::oapigen_runtime::Validate for FunctionAutoscaling {}
::oapigen_runtime::validate_json!(
    FunctionAutoscaling, super::schema::SCHEMAS, super::schema::SLOTS, 28
);
/// One page of functions.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct FunctionList {
    /// Total number of functions that match the request.
    ///
    /// Constraints: at least 0.
    pub count: FunctionListCount,
    /// The functions of this page.
    pub results: Vec<Function>,
}
impl<'de> ::serde::Deserialize<'de> for FunctionList {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            count: object.required("count")?,
            results: object.required("results")?,
        })
    }
}
impl ::oapigen_runtime::Validate for FunctionList {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.count, &path.key("count"), out);
    }
}
::oapigen_runtime::validate_json!(
    FunctionList, super::schema::SCHEMAS, super::schema::SLOTS, 29
);
/// Total number of functions that match the request.
///
/// Constraints: at least 0.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct FunctionListCount(i64);
impl FunctionListCount {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
    }
}
::oapigen_runtime::newtype!(copy FunctionListCount(i64));
::oapigen_runtime::validate_json!(
    FunctionListCount, super::schema::SCHEMAS, super::schema::SLOTS, 30
);
/// A serverless function namespace.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Namespace {
    /// Creation date.
    pub created_at: String,
    /// Functions of the namespace.
    pub functions: Vec<Function>,
    /// Deployment status of the functions. Its content is not documented by the interface specification; the reference describes it as a map from string to integer.
    ///
    /// Source: reference.
    pub functions_deploy_status: ::std::collections::BTreeMap<String, i64>,
    /// Constraints: matching `^[a-z][-a-z0-9]{0,24}[a-z0-9]$`.
    pub name: NamespaceName,
    /// Namespace status; the allowed values are not published.
    pub status: String,
    /// Description of the namespace, at most 255 characters.
    ///
    /// Constraints: at most 255 characters.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub description: ::oapigen_runtime::Nullable<NamespaceDescription>,
    /// Environment variables of the namespace. Keys are 1-255 characters and must also match a key pattern that is not published (neither the interface specification nor the reference gives it), so only their length is checked here. Values are 0-255 characters. The real service answers `null` here (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    ///
    /// Constraints: keys: 1–255 characters.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub envs: ::oapigen_runtime::Nullable<
        ::std::collections::BTreeMap<String, NamespaceEnvsValue>,
    >,
}
impl<'de> ::serde::Deserialize<'de> for Namespace {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            created_at: object.required("created_at")?,
            functions: object.required("functions")?,
            functions_deploy_status: object.required("functions_deploy_status")?,
            name: object.required("name")?,
            status: object.required("status")?,
            description: object.nullable("description")?,
            envs: object.nullable("envs")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Namespace {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.description,
            &path.key("description"),
            out,
        );
        'field: {
            let ::oapigen_runtime::Nullable::Value(v) = &self.envs else {
                break 'field;
            };
            let p = &path.key("envs");
            for (k1, v1) in v.iter() {
                let p1 = &p.key(k1);
                ::oapigen_runtime::check::min_length(out, p1, k1, 1u64);
                ::oapigen_runtime::check::max_length(out, p1, k1, 255u64);
                ::oapigen_runtime::Validate::validate_at(v1, p1, out);
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    Namespace, super::schema::SCHEMAS, super::schema::SLOTS, 31
);
/// Description of the namespace, at most 255 characters.
///
/// Constraints: at most 255 characters.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct NamespaceDescription(String);
impl NamespaceDescription {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 255u64);
    }
}
::oapigen_runtime::newtype!(string NamespaceDescription);
::oapigen_runtime::validate_json!(
    NamespaceDescription, super::schema::SCHEMAS, super::schema::SLOTS, 32
);
/// Constraints: at most 255 characters.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct NamespaceEnvsValue(String);
impl NamespaceEnvsValue {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 255u64);
    }
}
::oapigen_runtime::newtype!(string NamespaceEnvsValue);
::oapigen_runtime::validate_json!(
    NamespaceEnvsValue, super::schema::SCHEMAS, super::schema::SLOTS, 33
);
/// State of a volume.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum VolumeStatus {
    /// `attaching`
    Attaching,
    /// `available`
    Available,
    /// `awaiting-transfer`
    AwaitingTransfer,
    /// `backing-up`
    BackingUp,
    /// `creating`
    Creating,
    /// `deleting`
    Deleting,
    /// `detaching`
    Detaching,
    /// `downloading`
    Downloading,
    /// `error`
    Error,
    /// `error_backing-up`
    ErrorBackingUp,
    /// `error_deleting`
    ErrorDeleting,
    /// `error_extending`
    ErrorExtending,
    /// `error_restoring`
    ErrorRestoring,
    /// `extending`
    Extending,
    /// `in-use`
    InUse,
    /// `maintenance`
    Maintenance,
    /// `reserved`
    Reserved,
    /// `restoring-backup`
    RestoringBackup,
    /// `retyping`
    Retyping,
    /// `reverting`
    Reverting,
    /// `uploading`
    Uploading,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    VolumeStatus, [Attaching, Available, AwaitingTransfer, BackingUp, Creating, Deleting,
    Detaching, Downloading, Error, ErrorBackingUp, ErrorDeleting, ErrorExtending,
    ErrorRestoring, Extending, InUse, Maintenance, Reserved, RestoringBackup, Retyping,
    Reverting, Uploading], ["attaching", "available", "awaiting-transfer", "backing-up",
    "creating", "deleting", "detaching", "downloading", "error", "error_backing-up",
    "error_deleting", "error_extending", "error_restoring", "extending", "in-use",
    "maintenance", "reserved", "restoring-backup", "retyping", "reverting", "uploading"]
);
::oapigen_runtime::validate_json!(
    VolumeStatus, super::schema::SCHEMAS, super::schema::SLOTS, 34
);
/// A block storage volume.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Volume {
    /// Whether an instance can boot from the volume.
    pub bootable: bool,
    /// Creation time.
    ///
    /// Format: `date-time`.
    pub created_at: ::oapigen_runtime::DateTime,
    /// Volume identifier.
    pub id: String,
    /// Whether the volume is the root volume of an instance.
    pub is_root_volume: bool,
    /// Volume name.
    pub name: String,
    /// Project identifier.
    pub project_id: i64,
    /// Region name.
    pub region: String,
    /// Region identifier.
    pub region_id: i64,
    /// Size in GiB.
    pub size: i64,
    pub status: VolumeStatus,
    /// Tags of the volume.
    pub tags: Vec<Tag>,
    /// Storage type of the volume.
    pub volume_type: String,
    /// Instances the volume is attached to.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub attachments: ::oapigen_runtime::Nullable<Vec<Attachment>>,
    /// Task that created the volume.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub creator_task_id: ::oapigen_runtime::Nullable<String>,
    /// Quality of service parameters of the volume. The real service answers `null` here (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub limiter_stats: ::oapigen_runtime::Nullable<VolumeLimiterStats>,
    /// Snapshots of the volume.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub snapshot_ids: ::oapigen_runtime::Nullable<Vec<String>>,
    /// Active task that holds a lock on the volume and prevents concurrent changes; null means the volume is not locked.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub task_id: ::oapigen_runtime::Nullable<String>,
    /// Time of the last change.
    ///
    /// Format: `date-time`.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub updated_at: ::oapigen_runtime::Nullable<::oapigen_runtime::DateTime>,
    /// Image metadata, for volumes made from an image. The real service answers `null` here (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub volume_image_metadata: ::oapigen_runtime::Nullable<VolumeImageMetadata>,
}
impl<'de> ::serde::Deserialize<'de> for Volume {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            bootable: object.required("bootable")?,
            created_at: object.required("created_at")?,
            id: object.required("id")?,
            is_root_volume: object.required("is_root_volume")?,
            name: object.required("name")?,
            project_id: object.required("project_id")?,
            region: object.required("region")?,
            region_id: object.required("region_id")?,
            size: object.required("size")?,
            status: object.required("status")?,
            tags: object.required("tags")?,
            volume_type: object.required("volume_type")?,
            attachments: object.nullable("attachments")?,
            creator_task_id: object.nullable("creator_task_id")?,
            limiter_stats: object.nullable("limiter_stats")?,
            snapshot_ids: object.nullable("snapshot_ids")?,
            task_id: object.nullable("task_id")?,
            updated_at: object.nullable("updated_at")?,
            volume_image_metadata: object.nullable("volume_image_metadata")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Volume {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.created_at,
            &path.key("created_at"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.status, &path.key("status"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.attachments,
            &path.key("attachments"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.updated_at,
            &path.key("updated_at"),
            out,
        );
    }
}
::oapigen_runtime::validate_json!(
    Volume, super::schema::SCHEMAS, super::schema::SLOTS, 35
);
/// Attachment of a volume to an instance.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Attachment {
    /// Attachment identifier.
    pub attachment_id: String,
    /// Attached volume.
    pub volume_id: String,
    /// When the volume was attached.
    ///
    /// Format: `date-time`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub attached_at: Option<::oapigen_runtime::DateTime>,
    /// Device name inside the instance.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub device: Option<String>,
    /// Flavor of the instance.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub flavor_id: Option<String>,
    /// Name of the instance.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub instance_name: Option<String>,
    /// Identifier of the instance.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub server_id: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for Attachment {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            attachment_id: object.required("attachment_id")?,
            volume_id: object.required("volume_id")?,
            attached_at: object.optional("attached_at")?,
            device: object.optional("device")?,
            flavor_id: object.optional("flavor_id")?,
            instance_name: object.optional("instance_name")?,
            server_id: object.optional("server_id")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Attachment {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.attached_at,
            &path.key("attached_at"),
            out,
        );
    }
}
::oapigen_runtime::validate_json!(
    Attachment, super::schema::SCHEMAS, super::schema::SLOTS, 36
);
/// Quality-of-service limits of a volume.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct VolumeLimiterStats {
    /// Base throughput limit in MB/s.
    #[serde(rename = "MBps_base_limit")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub m_bps_base_limit: Option<i64>,
    /// Burst throughput limit in MB/s.
    #[serde(rename = "MBps_burst_limit")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub m_bps_burst_limit: Option<i64>,
    /// Base IOPS limit.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub iops_base_limit: Option<i64>,
    /// Burst IOPS limit.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub iops_burst_limit: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for VolumeLimiterStats {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            m_bps_base_limit: object.optional("MBps_base_limit")?,
            m_bps_burst_limit: object.optional("MBps_burst_limit")?,
            iops_base_limit: object.optional("iops_base_limit")?,
            iops_burst_limit: object.optional("iops_burst_limit")?,
        })
    }
}
impl ::oapigen_runtime::Validate for VolumeLimiterStats {}
::oapigen_runtime::validate_json!(
    VolumeLimiterStats, super::schema::SCHEMAS, super::schema::SLOTS, 37
);
/// Metadata of the image a volume was made from.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct VolumeImageMetadata {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub checksum: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub container_format: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub disk_format: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub image_id: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub image_name: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub min_disk: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub min_ram: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub size: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for VolumeImageMetadata {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            checksum: object.optional("checksum")?,
            container_format: object.optional("container_format")?,
            disk_format: object.optional("disk_format")?,
            image_id: object.optional("image_id")?,
            image_name: object.optional("image_name")?,
            min_disk: object.optional("min_disk")?,
            min_ram: object.optional("min_ram")?,
            size: object.optional("size")?,
        })
    }
}
impl ::oapigen_runtime::Validate for VolumeImageMetadata {}
::oapigen_runtime::validate_json!(
    VolumeImageMetadata, super::schema::SCHEMAS, super::schema::SLOTS, 38
);
/// Instance to attach the volume to.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct VolumeAttachRequest {
    /// The instance to attach the volume to.
    ///
    /// Format: `uuid`.
    pub instance_id: ::oapigen_runtime::Uuid,
    /// Tag of the block device attachment (1-60 characters, no comma or slash). It is not shown among the resource's normal tags.
    ///
    /// Constraints: 1–60 characters, matching `^[^,/]{1,60}$`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub attachment_tag: Option<VolumeAttachRequestAttachmentTag>,
}
impl<'de> ::serde::Deserialize<'de> for VolumeAttachRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            instance_id: object.required("instance_id")?,
            attachment_tag: object.optional("attachment_tag")?,
        })
    }
}
impl ::oapigen_runtime::Validate for VolumeAttachRequest {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.instance_id,
            &path.key("instance_id"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.attachment_tag,
            &path.key("attachment_tag"),
            out,
        );
    }
}
/// Builder for [`VolumeAttachRequest`](struct@VolumeAttachRequest): set members, then [`build`](VolumeAttachRequestBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct VolumeAttachRequestBuilder {
    instance_id: Option<::oapigen_runtime::Uuid>,
    attachment_tag: Option<VolumeAttachRequestAttachmentTag>,
}
impl VolumeAttachRequest {
    /// A builder for [`VolumeAttachRequest`](struct@VolumeAttachRequest).
    pub fn builder() -> VolumeAttachRequestBuilder {
        <VolumeAttachRequestBuilder as Default>::default()
    }
}
impl VolumeAttachRequestBuilder {
    /// The instance to attach the volume to.
    pub fn instance_id(mut self, value: impl Into<::oapigen_runtime::Uuid>) -> Self {
        self.instance_id = Some(value.into());
        self
    }
    /// Tag of the block device attachment (1-60 characters, no comma or slash). It is not shown among the resource's normal tags.
    pub fn attachment_tag(
        mut self,
        value: impl Into<VolumeAttachRequestAttachmentTag>,
    ) -> Self {
        self.attachment_tag = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<VolumeAttachRequest, ::oapigen_runtime::ValidationErrors> {
        match (self.instance_id,) {
            (Some(instance_id),) => {
                let value = VolumeAttachRequest {
                    instance_id,
                    attachment_tag: self.attachment_tag,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (instance_id,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("instance_id", instance_id.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    VolumeAttachRequest, super::schema::SCHEMAS, super::schema::SLOTS, 39
);
/// Tag of the block device attachment (1-60 characters, no comma or slash). It is not shown among the resource's normal tags.
///
/// Constraints: 1–60 characters, matching `^[^,/]{1,60}$`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct VolumeAttachRequestAttachmentTag(String);
impl VolumeAttachRequestAttachmentTag {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 1u64);
        ::oapigen_runtime::check::max_length(out, path, value, 60u64);
        static PATTERN: ::oapigen_runtime::Pattern = ::oapigen_runtime::Pattern::new(
            "^[^,/]{1,60}$",
        );
        ::oapigen_runtime::check::pattern(out, path, value, &PATTERN);
    }
}
::oapigen_runtime::newtype!(string VolumeAttachRequestAttachmentTag);
::oapigen_runtime::validate_json!(
    VolumeAttachRequestAttachmentTag, super::schema::SCHEMAS, super::schema::SLOTS, 40
);
/// A security group.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct SecurityGroup {
    /// Creation time.
    ///
    /// Format: `date-time`.
    pub created_at: ::oapigen_runtime::DateTime,
    /// Security group identifier.
    ///
    /// Format: `uuid`.
    pub id: ::oapigen_runtime::Uuid,
    /// Constraints: matching `^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$`.
    pub name: ResourceName,
    /// Project identifier.
    pub project_id: i64,
    /// Region name.
    pub region: String,
    /// Region identifier.
    pub region_id: i64,
    /// Number of revisions of the group.
    pub revision_number: i64,
    /// Tags of the group.
    pub tags_v2: Vec<Tag>,
    /// Time of the last change.
    ///
    /// Format: `date-time`.
    pub updated_at: ::oapigen_runtime::DateTime,
    /// Description of the group.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub description: ::oapigen_runtime::Nullable<String>,
    /// Rules of the group.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub security_group_rules: Option<Vec<SecurityGroupRule>>,
}
impl<'de> ::serde::Deserialize<'de> for SecurityGroup {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            created_at: object.required("created_at")?,
            id: object.required("id")?,
            name: object.required("name")?,
            project_id: object.required("project_id")?,
            region: object.required("region")?,
            region_id: object.required("region_id")?,
            revision_number: object.required("revision_number")?,
            tags_v2: object.required("tags_v2")?,
            updated_at: object.required("updated_at")?,
            description: object.nullable("description")?,
            security_group_rules: object.optional("security_group_rules")?,
        })
    }
}
impl ::oapigen_runtime::Validate for SecurityGroup {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.created_at,
            &path.key("created_at"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.id, &path.key("id"), out);
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.updated_at,
            &path.key("updated_at"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.security_group_rules,
            &path.key("security_group_rules"),
            out,
        );
    }
}
::oapigen_runtime::validate_json!(
    SecurityGroup, super::schema::SCHEMAS, super::schema::SLOTS, 41
);
/// A security group rule as returned. The full sets of values of `direction`, `ethertype` and `protocol` in responses are not published (seen: direction `egress`, ethertype `IPv4`, protocols `tcp` and `ah`), so they are plain strings here.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct SecurityGroupRule {
    /// Creation time.
    ///
    /// Format: `date-time`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub created_at: Option<::oapigen_runtime::DateTime>,
    /// Description of the rule.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub description: Option<String>,
    /// Traffic direction.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub direction: Option<String>,
    /// Ethernet type.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ethertype: Option<String>,
    /// Rule identifier.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub id: Option<String>,
    /// Upper end of the port range.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub port_range_max: Option<i64>,
    /// Lower end of the port range.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub port_range_min: Option<i64>,
    /// IP protocol.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub protocol: Option<String>,
    /// Remote security groups; responses carry this as an array of strings.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub remote_group_id: Option<Vec<String>>,
    /// Remote address range in CIDR notation.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub remote_ip_prefix: Option<String>,
    /// Number of revisions of the rule.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub revision_number: Option<i64>,
    /// Security group of the rule.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub security_group_id: Option<String>,
    /// Time of the last change.
    ///
    /// Format: `date-time`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub updated_at: Option<::oapigen_runtime::DateTime>,
}
impl<'de> ::serde::Deserialize<'de> for SecurityGroupRule {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            created_at: object.optional("created_at")?,
            description: object.optional("description")?,
            direction: object.optional("direction")?,
            ethertype: object.optional("ethertype")?,
            id: object.optional("id")?,
            port_range_max: object.optional("port_range_max")?,
            port_range_min: object.optional("port_range_min")?,
            protocol: object.optional("protocol")?,
            remote_group_id: object.optional("remote_group_id")?,
            remote_ip_prefix: object.optional("remote_ip_prefix")?,
            revision_number: object.optional("revision_number")?,
            security_group_id: object.optional("security_group_id")?,
            updated_at: object.optional("updated_at")?,
        })
    }
}
impl ::oapigen_runtime::Validate for SecurityGroupRule {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.created_at,
            &path.key("created_at"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.updated_at,
            &path.key("updated_at"),
            out,
        );
    }
}
::oapigen_runtime::validate_json!(
    SecurityGroupRule, super::schema::SCHEMAS, super::schema::SLOTS, 42
);
/// Changes to a security group. Every field is optional.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct SecurityGroupUpdateRequest {
    /// Rules to create or delete.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub changed_rules: Option<Vec<SecurityGroupRuleChange>>,
    /// Constraints: matching `^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub name: Option<ResourceName>,
    /// Tag changes with JSON Merge Patch semantics (RFC 7386). (1) A key with a string value is added, or updated when it already exists. (2) A key with a null value removes that tag. (3) Tags that are not mentioned stay unchanged. (4) Setting `tags` itself to null removes all user-managed tags. (5) Read-only tags are always kept and cannot be changed. (6) To replace all tags, send null for every old key and the new keys in the same request. Keys and values are at most 255 characters.
    ///
    /// Constraints: keys: at most 255 characters.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub tags: ::oapigen_runtime::Nullable<
        ::std::collections::BTreeMap<String, Option<SecurityGroupUpdateRequestTagsValue>>,
    >,
}
impl<'de> ::serde::Deserialize<'de> for SecurityGroupUpdateRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            changed_rules: object.optional("changed_rules")?,
            name: object.optional("name")?,
            tags: object.nullable("tags")?,
        })
    }
}
impl ::oapigen_runtime::Validate for SecurityGroupUpdateRequest {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.changed_rules,
            &path.key("changed_rules"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
        'field: {
            let ::oapigen_runtime::Nullable::Value(v) = &self.tags else {
                break 'field;
            };
            let p = &path.key("tags");
            for (k1, v1) in v.iter() {
                let p1 = &p.key(k1);
                ::oapigen_runtime::check::max_length(out, p1, k1, 255u64);
                if let Some(v2) = v1 {
                    ::oapigen_runtime::Validate::validate_at(v2, p1, out);
                }
            }
        }
    }
}
/// Builder for [`SecurityGroupUpdateRequest`](struct@SecurityGroupUpdateRequest): set members, then [`build`](SecurityGroupUpdateRequestBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct SecurityGroupUpdateRequestBuilder {
    changed_rules: Option<Vec<SecurityGroupRuleChange>>,
    name: Option<ResourceName>,
    tags: ::oapigen_runtime::Nullable<
        ::std::collections::BTreeMap<String, Option<SecurityGroupUpdateRequestTagsValue>>,
    >,
}
impl SecurityGroupUpdateRequest {
    /// A builder for [`SecurityGroupUpdateRequest`](struct@SecurityGroupUpdateRequest).
    pub fn builder() -> SecurityGroupUpdateRequestBuilder {
        <SecurityGroupUpdateRequestBuilder as Default>::default()
    }
}
impl SecurityGroupUpdateRequestBuilder {
    /// Rules to create or delete.
    pub fn changed_rules(
        mut self,
        value: impl Into<Vec<SecurityGroupRuleChange>>,
    ) -> Self {
        self.changed_rules = Some(value.into());
        self
    }
    pub fn name(mut self, value: impl Into<ResourceName>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Tag changes with JSON Merge Patch semantics (RFC 7386). (1) A key with a string value is added, or updated when it already exists. (2) A key with a null value removes that tag. (3) Tags that are not mentioned stay unchanged. (4) Setting `tags` itself to null removes all user-managed tags. (5) Read-only tags are always kept and cannot be changed. (6) To replace all tags, send null for every old key and the new keys in the same request. Keys and values are at most 255 characters.
    pub fn tags(
        mut self,
        value: impl Into<
            ::std::collections::BTreeMap<
                String,
                Option<SecurityGroupUpdateRequestTagsValue>,
            >,
        >,
    ) -> Self {
        self.tags = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `tags` as JSON `null`.
    pub fn tags_null(mut self) -> Self {
        self.tags = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<SecurityGroupUpdateRequest, ::oapigen_runtime::ValidationErrors> {
        let value = SecurityGroupUpdateRequest {
            changed_rules: self.changed_rules,
            name: self.name,
            tags: self.tags,
        };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    SecurityGroupUpdateRequest, super::schema::SCHEMAS, super::schema::SLOTS, 43
);
/// One rule to create or delete. Which fields each action needs is not given by the interface specification; per the reference, `action` is always required and `security_group_rule_id` is required for `delete`.
///
/// Rules checked by `validate()`:
/// - when `action` is `"delete"`, `security_group_rule_id` must be given.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct SecurityGroupRuleChange {
    /// Whether to create a rule or delete an existing one.
    pub action: SecurityGroupRuleChangeAction,
    /// Description of the new rule.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub description: Option<String>,
    /// Traffic direction (allowed values from the reference).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub direction: Option<SecurityGroupRuleChangeDirection>,
    /// Ethernet type (allowed values from the reference).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub ethertype: ::oapigen_runtime::Nullable<SecurityGroupRuleChangeEthertype>,
    /// Upper end of the port range.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub port_range_max: Option<i64>,
    /// Lower end of the port range.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub port_range_min: Option<i64>,
    /// IP protocol (allowed values from the reference).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub protocol: Option<SecurityGroupRuleChangeProtocol>,
    /// Remote security group the rule applies to.
    ///
    /// Format: `uuid`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub remote_group_id: Option<::oapigen_runtime::Uuid>,
    /// Remote address range in CIDR notation.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub remote_ip_prefix: Option<String>,
    /// Rule to delete.
    ///
    /// Format: `uuid`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub security_group_rule_id: Option<::oapigen_runtime::Uuid>,
}
impl<'de> ::serde::Deserialize<'de> for SecurityGroupRuleChange {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            action: object.required("action")?,
            description: object.optional("description")?,
            direction: object.optional("direction")?,
            ethertype: object.nullable("ethertype")?,
            port_range_max: object.optional("port_range_max")?,
            port_range_min: object.optional("port_range_min")?,
            protocol: object.optional("protocol")?,
            remote_group_id: object.optional("remote_group_id")?,
            remote_ip_prefix: object.optional("remote_ip_prefix")?,
            security_group_rule_id: object.optional("security_group_rule_id")?,
        })
    }
}
impl ::oapigen_runtime::Validate for SecurityGroupRuleChange {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.action, &path.key("action"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.direction,
            &path.key("direction"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.ethertype,
            &path.key("ethertype"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.protocol,
            &path.key("protocol"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.remote_group_id,
            &path.key("remote_group_id"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.security_group_rule_id,
            &path.key("security_group_rule_id"),
            out,
        );
        if Some(&self.action).is_some_and(|x| x.as_str() == "delete") {
            ::oapigen_runtime::check::required_present(
                out,
                path,
                "security_group_rule_id",
                self.security_group_rule_id.is_some(),
            );
        }
    }
}
/// Builder for [`SecurityGroupRuleChange`](struct@SecurityGroupRuleChange): set members, then [`build`](SecurityGroupRuleChangeBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct SecurityGroupRuleChangeBuilder {
    action: Option<SecurityGroupRuleChangeAction>,
    description: Option<String>,
    direction: Option<SecurityGroupRuleChangeDirection>,
    ethertype: ::oapigen_runtime::Nullable<SecurityGroupRuleChangeEthertype>,
    port_range_max: Option<i64>,
    port_range_min: Option<i64>,
    protocol: Option<SecurityGroupRuleChangeProtocol>,
    remote_group_id: Option<::oapigen_runtime::Uuid>,
    remote_ip_prefix: Option<String>,
    security_group_rule_id: Option<::oapigen_runtime::Uuid>,
}
impl SecurityGroupRuleChange {
    /// A builder for [`SecurityGroupRuleChange`](struct@SecurityGroupRuleChange).
    pub fn builder() -> SecurityGroupRuleChangeBuilder {
        <SecurityGroupRuleChangeBuilder as Default>::default()
    }
}
impl SecurityGroupRuleChangeBuilder {
    /// Whether to create a rule or delete an existing one.
    pub fn action(mut self, value: impl Into<SecurityGroupRuleChangeAction>) -> Self {
        self.action = Some(value.into());
        self
    }
    /// Description of the new rule.
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Traffic direction (allowed values from the reference).
    ///
    /// Source: reference.
    pub fn direction(
        mut self,
        value: impl Into<SecurityGroupRuleChangeDirection>,
    ) -> Self {
        self.direction = Some(value.into());
        self
    }
    /// Ethernet type (allowed values from the reference).
    ///
    /// Source: reference.
    pub fn ethertype(
        mut self,
        value: impl Into<SecurityGroupRuleChangeEthertype>,
    ) -> Self {
        self.ethertype = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `ethertype` as JSON `null`.
    pub fn ethertype_null(mut self) -> Self {
        self.ethertype = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Upper end of the port range.
    pub fn port_range_max(mut self, value: impl Into<i64>) -> Self {
        self.port_range_max = Some(value.into());
        self
    }
    /// Lower end of the port range.
    pub fn port_range_min(mut self, value: impl Into<i64>) -> Self {
        self.port_range_min = Some(value.into());
        self
    }
    /// IP protocol (allowed values from the reference).
    ///
    /// Source: reference.
    pub fn protocol(
        mut self,
        value: impl Into<SecurityGroupRuleChangeProtocol>,
    ) -> Self {
        self.protocol = Some(value.into());
        self
    }
    /// Remote security group the rule applies to.
    pub fn remote_group_id(mut self, value: impl Into<::oapigen_runtime::Uuid>) -> Self {
        self.remote_group_id = Some(value.into());
        self
    }
    /// Remote address range in CIDR notation.
    pub fn remote_ip_prefix(mut self, value: impl Into<String>) -> Self {
        self.remote_ip_prefix = Some(value.into());
        self
    }
    /// Rule to delete.
    pub fn security_group_rule_id(
        mut self,
        value: impl Into<::oapigen_runtime::Uuid>,
    ) -> Self {
        self.security_group_rule_id = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<SecurityGroupRuleChange, ::oapigen_runtime::ValidationErrors> {
        match (self.action,) {
            (Some(action),) => {
                let value = SecurityGroupRuleChange {
                    action,
                    description: self.description,
                    direction: self.direction,
                    ethertype: self.ethertype,
                    port_range_max: self.port_range_max,
                    port_range_min: self.port_range_min,
                    protocol: self.protocol,
                    remote_group_id: self.remote_group_id,
                    remote_ip_prefix: self.remote_ip_prefix,
                    security_group_rule_id: self.security_group_rule_id,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (action,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("action", action.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    SecurityGroupRuleChange, super::schema::SCHEMAS, super::schema::SLOTS, 44
);
/// Whether to create a rule or delete an existing one.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum SecurityGroupRuleChangeAction {
    /// `create`
    Create,
    /// `delete`
    Delete,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    SecurityGroupRuleChangeAction, [Create, Delete], ["create", "delete"]
);
::oapigen_runtime::validate_json!(
    SecurityGroupRuleChangeAction, super::schema::SCHEMAS, super::schema::SLOTS, 45
);
/// Traffic direction (allowed values from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum SecurityGroupRuleChangeDirection {
    /// `egress`
    Egress,
    /// `ingress`
    Ingress,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    SecurityGroupRuleChangeDirection, [Egress, Ingress], ["egress", "ingress"]
);
::oapigen_runtime::validate_json!(
    SecurityGroupRuleChangeDirection, super::schema::SCHEMAS, super::schema::SLOTS, 46
);
/// Ethernet type (allowed values from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum SecurityGroupRuleChangeEthertype {
    /// `IPv4`
    IPv4,
    /// `IPv6`
    IPv6,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    SecurityGroupRuleChangeEthertype, [IPv4, IPv6], ["IPv4", "IPv6"]
);
::oapigen_runtime::validate_json!(
    SecurityGroupRuleChangeEthertype, super::schema::SCHEMAS, super::schema::SLOTS, 47
);
/// IP protocol (allowed values from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum SecurityGroupRuleChangeProtocol {
    /// `ah`
    Ah,
    /// `any`
    Any,
    /// `dccp`
    Dccp,
    /// `egp`
    Egp,
    /// `esp`
    Esp,
    /// `gre`
    Gre,
    /// `icmp`
    Icmp,
    /// `igmp`
    Igmp,
    /// `ipencap`
    Ipencap,
    /// `ipip`
    Ipip,
    /// `ipv6-encap`
    Ipv6Encap,
    /// `ipv6-frag`
    Ipv6Frag,
    /// `ipv6-icmp`
    Ipv6Icmp,
    /// `ipv6-nonxt`
    Ipv6Nonxt,
    /// `ipv6-opts`
    Ipv6Opts,
    /// `ipv6-route`
    Ipv6Route,
    /// `ospf`
    Ospf,
    /// `pgm`
    Pgm,
    /// `rsvp`
    Rsvp,
    /// `sctp`
    Sctp,
    /// `tcp`
    Tcp,
    /// `udp`
    Udp,
    /// `udplite`
    Udplite,
    /// `vrrp`
    Vrrp,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    SecurityGroupRuleChangeProtocol, [Ah, Any, Dccp, Egp, Esp, Gre, Icmp, Igmp, Ipencap,
    Ipip, Ipv6Encap, Ipv6Frag, Ipv6Icmp, Ipv6Nonxt, Ipv6Opts, Ipv6Route, Ospf, Pgm, Rsvp,
    Sctp, Tcp, Udp, Udplite, Vrrp], ["ah", "any", "dccp", "egp", "esp", "gre", "icmp",
    "igmp", "ipencap", "ipip", "ipv6-encap", "ipv6-frag", "ipv6-icmp", "ipv6-nonxt",
    "ipv6-opts", "ipv6-route", "ospf", "pgm", "rsvp", "sctp", "tcp", "udp", "udplite",
    "vrrp"]
);
::oapigen_runtime::validate_json!(
    SecurityGroupRuleChangeProtocol, super::schema::SCHEMAS, super::schema::SLOTS, 48
);
/// Constraints: at most 255 characters.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct SecurityGroupUpdateRequestTagsValue(String);
impl SecurityGroupUpdateRequestTagsValue {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 255u64);
    }
}
::oapigen_runtime::newtype!(string SecurityGroupUpdateRequestTagsValue);
::oapigen_runtime::validate_json!(
    SecurityGroupUpdateRequestTagsValue, super::schema::SCHEMAS, super::schema::SLOTS, 49
);
/// A new inference deployment. Most field names come from the reference; the interface specification describes the content without naming it. `auth_enabled` and `api_keys` must not be sent together.
///
/// Source: reference.
///
/// Rules checked by `validate()`:
/// - `auth_enabled`, `api_keys` must not be given together.
#[derive(Clone, PartialEq, ::serde::Serialize)]
pub struct InferenceDeploymentCreateRequest {
    /// Regions the deployment runs in, with their scaling settings.
    pub containers: Vec<InferenceContainer>,
    /// Flavor (size) of the containers.
    pub flavor_name: String,
    /// Container image as name:tag. Without a registry host the public image registry is assumed; any image address the platform can reach may be used.
    pub image: String,
    /// Port the container listens on.
    ///
    /// Constraints: at least 1, at most 65535.
    pub listening_port: InferenceDeploymentCreateRequestListeningPort,
    /// Name of the deployment, 4-30 characters.
    ///
    /// Constraints: 4–30 characters.
    pub name: InferenceDeploymentCreateRequestName,
    /// API keys attached to the deployment; several may be given. Must not be sent together with `auth_enabled`.
    ///
    /// Sensitive: never shown by `Debug` or in validation errors.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub api_keys: Option<Vec<String>>,
    /// Deprecated in favour of `api_keys`. When true, requests to the deployment must carry `Authorization: Bearer <token>` or `X-Api-Key: <API_KEY>`. Sending both this field and `api_keys` is a validation error.
    #[deprecated(note = "Deprecated in favour of `api_keys`")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub auth_enabled: Option<bool>,
    /// Command run in the container. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub command: ::oapigen_runtime::Nullable<Vec<String>>,
    /// Name of the registry credentials used to pull the image. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub credentials_name: ::oapigen_runtime::Nullable<String>,
    /// Description of the deployment. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub description: ::oapigen_runtime::Nullable<String>,
    /// Environment variables of the container.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub envs: Option<::std::collections::BTreeMap<String, String>>,
    /// Ingress options. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub ingress_opts: ::oapigen_runtime::Nullable<InferenceIngressOptions>,
    /// Logging configuration. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub logging: ::oapigen_runtime::Nullable<LoggingConfig>,
    /// Probes for all containers; when omitted and the image comes from the model catalog registry, default probes are used. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub probes: ::oapigen_runtime::Nullable<InferenceProbes>,
    /// Idle downscale time in seconds: after this long without requests the containers are scaled down to `scale.min`. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Default: `120`.
    ///
    /// Source: reference.
    ///
    /// Constraints: at least 0.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub timeout: ::oapigen_runtime::Nullable<InferenceDeploymentCreateRequestTimeout>,
}
#[allow(deprecated)]
impl<'de> ::serde::Deserialize<'de> for InferenceDeploymentCreateRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            containers: object.required("containers")?,
            flavor_name: object.required("flavor_name")?,
            image: object.required("image")?,
            listening_port: object.required("listening_port")?,
            name: object.required("name")?,
            api_keys: object.optional_secret("api_keys")?,
            auth_enabled: object.optional("auth_enabled")?,
            command: object.nullable("command")?,
            credentials_name: object.nullable("credentials_name")?,
            description: object.nullable("description")?,
            envs: object.optional("envs")?,
            ingress_opts: object.nullable("ingress_opts")?,
            logging: object.nullable("logging")?,
            probes: object.nullable("probes")?,
            timeout: object.nullable("timeout")?,
        })
    }
}
#[allow(deprecated)]
impl ::std::fmt::Debug for InferenceDeploymentCreateRequest {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("InferenceDeploymentCreateRequest")
            .field("containers", &self.containers)
            .field("flavor_name", &self.flavor_name)
            .field("image", &self.image)
            .field("listening_port", &self.listening_port)
            .field("name", &self.name)
            .field("api_keys", &::oapigen_runtime::Redacted)
            .field("auth_enabled", &self.auth_enabled)
            .field("command", &self.command)
            .field("credentials_name", &self.credentials_name)
            .field("description", &self.description)
            .field("envs", &self.envs)
            .field("ingress_opts", &self.ingress_opts)
            .field("logging", &self.logging)
            .field("probes", &self.probes)
            .field("timeout", &self.timeout)
            .finish()
    }
}
#[allow(deprecated)]
impl ::oapigen_runtime::Validate for InferenceDeploymentCreateRequest {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.listening_port,
            &path.key("listening_port"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.timeout,
            &path.key("timeout"),
            out,
        );
        ::oapigen_runtime::check::mutually_exclusive(
            out,
            path,
            &[
                ("auth_enabled", self.auth_enabled.is_some()),
                ("api_keys", self.api_keys.is_some()),
            ],
        );
    }
}
/// Builder for [`InferenceDeploymentCreateRequest`](struct@InferenceDeploymentCreateRequest): set members, then [`build`](InferenceDeploymentCreateRequestBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct InferenceDeploymentCreateRequestBuilder {
    containers: Option<Vec<InferenceContainer>>,
    flavor_name: Option<String>,
    image: Option<String>,
    listening_port: Option<InferenceDeploymentCreateRequestListeningPort>,
    name: Option<InferenceDeploymentCreateRequestName>,
    api_keys: Option<Vec<String>>,
    auth_enabled: Option<bool>,
    command: ::oapigen_runtime::Nullable<Vec<String>>,
    credentials_name: ::oapigen_runtime::Nullable<String>,
    description: ::oapigen_runtime::Nullable<String>,
    envs: Option<::std::collections::BTreeMap<String, String>>,
    ingress_opts: ::oapigen_runtime::Nullable<InferenceIngressOptions>,
    logging: ::oapigen_runtime::Nullable<LoggingConfig>,
    probes: ::oapigen_runtime::Nullable<InferenceProbes>,
    timeout: ::oapigen_runtime::Nullable<InferenceDeploymentCreateRequestTimeout>,
}
impl ::std::fmt::Debug for InferenceDeploymentCreateRequestBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("InferenceDeploymentCreateRequestBuilder")
            .field("containers", &self.containers)
            .field("flavor_name", &self.flavor_name)
            .field("image", &self.image)
            .field("listening_port", &self.listening_port)
            .field("name", &self.name)
            .field("api_keys", &::oapigen_runtime::Redacted)
            .field("auth_enabled", &self.auth_enabled)
            .field("command", &self.command)
            .field("credentials_name", &self.credentials_name)
            .field("description", &self.description)
            .field("envs", &self.envs)
            .field("ingress_opts", &self.ingress_opts)
            .field("logging", &self.logging)
            .field("probes", &self.probes)
            .field("timeout", &self.timeout)
            .finish()
    }
}
impl InferenceDeploymentCreateRequest {
    /// A builder for [`InferenceDeploymentCreateRequest`](struct@InferenceDeploymentCreateRequest).
    pub fn builder() -> InferenceDeploymentCreateRequestBuilder {
        <InferenceDeploymentCreateRequestBuilder as Default>::default()
    }
}
#[allow(deprecated)]
impl InferenceDeploymentCreateRequestBuilder {
    /// Regions the deployment runs in, with their scaling settings.
    pub fn containers(mut self, value: impl Into<Vec<InferenceContainer>>) -> Self {
        self.containers = Some(value.into());
        self
    }
    /// Flavor (size) of the containers.
    pub fn flavor_name(mut self, value: impl Into<String>) -> Self {
        self.flavor_name = Some(value.into());
        self
    }
    /// Container image as name:tag. Without a registry host the public image registry is assumed; any image address the platform can reach may be used.
    pub fn image(mut self, value: impl Into<String>) -> Self {
        self.image = Some(value.into());
        self
    }
    /// Port the container listens on.
    pub fn listening_port(
        mut self,
        value: impl Into<InferenceDeploymentCreateRequestListeningPort>,
    ) -> Self {
        self.listening_port = Some(value.into());
        self
    }
    /// Name of the deployment, 4-30 characters.
    pub fn name(
        mut self,
        value: impl Into<InferenceDeploymentCreateRequestName>,
    ) -> Self {
        self.name = Some(value.into());
        self
    }
    /// API keys attached to the deployment; several may be given. Must not be sent together with `auth_enabled`.
    pub fn api_keys(mut self, value: impl Into<Vec<String>>) -> Self {
        self.api_keys = Some(value.into());
        self
    }
    /// Deprecated in favour of `api_keys`. When true, requests to the deployment must carry `Authorization: Bearer <token>` or `X-Api-Key: <API_KEY>`. Sending both this field and `api_keys` is a validation error.
    #[deprecated(note = "Deprecated in favour of `api_keys`")]
    pub fn auth_enabled(mut self, value: impl Into<bool>) -> Self {
        self.auth_enabled = Some(value.into());
        self
    }
    /// Command run in the container. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn command(mut self, value: impl Into<Vec<String>>) -> Self {
        self.command = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `command` as JSON `null`.
    pub fn command_null(mut self) -> Self {
        self.command = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Name of the registry credentials used to pull the image. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn credentials_name(mut self, value: impl Into<String>) -> Self {
        self.credentials_name = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `credentials_name` as JSON `null`.
    pub fn credentials_name_null(mut self) -> Self {
        self.credentials_name = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Description of the deployment. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `description` as JSON `null`.
    pub fn description_null(mut self) -> Self {
        self.description = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Environment variables of the container.
    pub fn envs(
        mut self,
        value: impl Into<::std::collections::BTreeMap<String, String>>,
    ) -> Self {
        self.envs = Some(value.into());
        self
    }
    /// Ingress options. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn ingress_opts(mut self, value: impl Into<InferenceIngressOptions>) -> Self {
        self.ingress_opts = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `ingress_opts` as JSON `null`.
    pub fn ingress_opts_null(mut self) -> Self {
        self.ingress_opts = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Logging configuration. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn logging(mut self, value: impl Into<LoggingConfig>) -> Self {
        self.logging = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `logging` as JSON `null`.
    pub fn logging_null(mut self) -> Self {
        self.logging = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Probes for all containers; when omitted and the image comes from the model catalog registry, default probes are used. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn probes(mut self, value: impl Into<InferenceProbes>) -> Self {
        self.probes = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `probes` as JSON `null`.
    pub fn probes_null(mut self) -> Self {
        self.probes = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Idle downscale time in seconds: after this long without requests the containers are scaled down to `scale.min`. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Default: `120`.
    ///
    /// Source: reference.
    pub fn timeout(
        mut self,
        value: impl Into<InferenceDeploymentCreateRequestTimeout>,
    ) -> Self {
        self.timeout = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `timeout` as JSON `null`.
    pub fn timeout_null(mut self) -> Self {
        self.timeout = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceDeploymentCreateRequest, ::oapigen_runtime::ValidationErrors> {
        match (
            self.containers,
            self.flavor_name,
            self.image,
            self.listening_port,
            self.name,
        ) {
            (
                Some(containers),
                Some(flavor_name),
                Some(image),
                Some(listening_port),
                Some(name),
            ) => {
                let value = InferenceDeploymentCreateRequest {
                    containers,
                    flavor_name,
                    image,
                    listening_port,
                    name,
                    api_keys: self.api_keys,
                    auth_enabled: self.auth_enabled,
                    command: self.command,
                    credentials_name: self.credentials_name,
                    description: self.description,
                    envs: self.envs,
                    ingress_opts: self.ingress_opts,
                    logging: self.logging,
                    probes: self.probes,
                    timeout: self.timeout,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (containers, flavor_name, image, listening_port, name) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("containers", containers.is_some()),
                            ("flavor_name", flavor_name.is_some()),
                            ("image", image.is_some()),
                            ("listening_port", listening_port.is_some()),
                            ("name", name.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    InferenceDeploymentCreateRequest, super::schema::SCHEMAS, super::schema::SLOTS, 50
);
/// Placement and scaling of the deployment in one region.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceContainer {
    /// Region identifier.
    pub region_id: i64,
    pub scale: InferenceContainerScale,
}
impl<'de> ::serde::Deserialize<'de> for InferenceContainer {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            region_id: object.required("region_id")?,
            scale: object.required("scale")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceContainer {}
/// Builder for [`InferenceContainer`](struct@InferenceContainer): set members, then [`build`](InferenceContainerBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceContainerBuilder {
    region_id: Option<i64>,
    scale: Option<InferenceContainerScale>,
}
impl InferenceContainer {
    /// A builder for [`InferenceContainer`](struct@InferenceContainer).
    pub fn builder() -> InferenceContainerBuilder {
        <InferenceContainerBuilder as Default>::default()
    }
}
impl InferenceContainerBuilder {
    /// Region identifier.
    pub fn region_id(mut self, value: impl Into<i64>) -> Self {
        self.region_id = Some(value.into());
        self
    }
    pub fn scale(mut self, value: impl Into<InferenceContainerScale>) -> Self {
        self.scale = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceContainer, ::oapigen_runtime::ValidationErrors> {
        match (self.region_id, self.scale) {
            (Some(region_id), Some(scale)) => {
                let value = InferenceContainer {
                    region_id,
                    scale,
                };
                Ok(value)
            }
            (region_id, scale) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("region_id", region_id.is_some()), ("scale", scale.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    InferenceContainer, super::schema::SCHEMAS, super::schema::SLOTS, 51
);
/// Scaling settings of a container.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceContainerScale {
    /// Cooldown period between scaling steps.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub cooldown_period: Option<i64>,
    /// Largest number of containers.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub max: Option<i64>,
    /// Smallest number of containers.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub min: Option<i64>,
    /// Interval at which the scaling triggers are checked.
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub polling_interval: Option<i64>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub triggers: Option<InferenceScaleTriggers>,
}
impl<'de> ::serde::Deserialize<'de> for InferenceContainerScale {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            cooldown_period: object.optional("cooldown_period")?,
            max: object.optional("max")?,
            min: object.optional("min")?,
            polling_interval: object.optional("polling_interval")?,
            triggers: object.optional("triggers")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceContainerScale {}
/// Builder for [`InferenceContainerScale`](struct@InferenceContainerScale): set members, then [`build`](InferenceContainerScaleBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceContainerScaleBuilder {
    cooldown_period: Option<i64>,
    max: Option<i64>,
    min: Option<i64>,
    polling_interval: Option<i64>,
    triggers: Option<InferenceScaleTriggers>,
}
impl InferenceContainerScale {
    /// A builder for [`InferenceContainerScale`](struct@InferenceContainerScale).
    pub fn builder() -> InferenceContainerScaleBuilder {
        <InferenceContainerScaleBuilder as Default>::default()
    }
}
impl InferenceContainerScaleBuilder {
    /// Cooldown period between scaling steps.
    pub fn cooldown_period(mut self, value: impl Into<i64>) -> Self {
        self.cooldown_period = Some(value.into());
        self
    }
    /// Largest number of containers.
    pub fn max(mut self, value: impl Into<i64>) -> Self {
        self.max = Some(value.into());
        self
    }
    /// Smallest number of containers.
    pub fn min(mut self, value: impl Into<i64>) -> Self {
        self.min = Some(value.into());
        self
    }
    /// Interval at which the scaling triggers are checked.
    ///
    /// Source: reference.
    pub fn polling_interval(mut self, value: impl Into<i64>) -> Self {
        self.polling_interval = Some(value.into());
        self
    }
    pub fn triggers(mut self, value: impl Into<InferenceScaleTriggers>) -> Self {
        self.triggers = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceContainerScale, ::oapigen_runtime::ValidationErrors> {
        let value = InferenceContainerScale {
            cooldown_period: self.cooldown_period,
            max: self.max,
            min: self.min,
            polling_interval: self.polling_interval,
            triggers: self.triggers,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    InferenceContainerScale, super::schema::SCHEMAS, super::schema::SLOTS, 52
);
/// Conditions that make the deployment scale. The interface specification shows `cpu` and `memory`; the other triggers come from the reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceScaleTriggers {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub cpu: Option<InferenceThresholdTrigger>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub memory: Option<InferenceThresholdTrigger>,
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_memory: Option<InferenceThresholdTrigger>,
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub gpu_utilization: Option<InferenceThresholdTrigger>,
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub http: Option<InferenceHttpTrigger>,
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub sqs: Option<InferenceSqsTrigger>,
}
impl<'de> ::serde::Deserialize<'de> for InferenceScaleTriggers {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            cpu: object.optional("cpu")?,
            memory: object.optional("memory")?,
            gpu_memory: object.optional("gpu_memory")?,
            gpu_utilization: object.optional("gpu_utilization")?,
            http: object.optional("http")?,
            sqs: object.optional("sqs")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceScaleTriggers {}
/// Builder for [`InferenceScaleTriggers`](struct@InferenceScaleTriggers): set members, then [`build`](InferenceScaleTriggersBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceScaleTriggersBuilder {
    cpu: Option<InferenceThresholdTrigger>,
    memory: Option<InferenceThresholdTrigger>,
    gpu_memory: Option<InferenceThresholdTrigger>,
    gpu_utilization: Option<InferenceThresholdTrigger>,
    http: Option<InferenceHttpTrigger>,
    sqs: Option<InferenceSqsTrigger>,
}
impl InferenceScaleTriggers {
    /// A builder for [`InferenceScaleTriggers`](struct@InferenceScaleTriggers).
    pub fn builder() -> InferenceScaleTriggersBuilder {
        <InferenceScaleTriggersBuilder as Default>::default()
    }
}
impl InferenceScaleTriggersBuilder {
    pub fn cpu(mut self, value: impl Into<InferenceThresholdTrigger>) -> Self {
        self.cpu = Some(value.into());
        self
    }
    pub fn memory(mut self, value: impl Into<InferenceThresholdTrigger>) -> Self {
        self.memory = Some(value.into());
        self
    }
    /// Source: reference.
    pub fn gpu_memory(mut self, value: impl Into<InferenceThresholdTrigger>) -> Self {
        self.gpu_memory = Some(value.into());
        self
    }
    /// Source: reference.
    pub fn gpu_utilization(
        mut self,
        value: impl Into<InferenceThresholdTrigger>,
    ) -> Self {
        self.gpu_utilization = Some(value.into());
        self
    }
    /// Source: reference.
    pub fn http(mut self, value: impl Into<InferenceHttpTrigger>) -> Self {
        self.http = Some(value.into());
        self
    }
    /// Source: reference.
    pub fn sqs(mut self, value: impl Into<InferenceSqsTrigger>) -> Self {
        self.sqs = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceScaleTriggers, ::oapigen_runtime::ValidationErrors> {
        let value = InferenceScaleTriggers {
            cpu: self.cpu,
            memory: self.memory,
            gpu_memory: self.gpu_memory,
            gpu_utilization: self.gpu_utilization,
            http: self.http,
            sqs: self.sqs,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    InferenceScaleTriggers, super::schema::SCHEMAS, super::schema::SLOTS, 53
);
/// A scaling trigger that fires above a threshold.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceThresholdTrigger {
    /// Threshold value.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub threshold: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for InferenceThresholdTrigger {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            threshold: object.optional("threshold")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceThresholdTrigger {}
/// Builder for [`InferenceThresholdTrigger`](struct@InferenceThresholdTrigger): set members, then [`build`](InferenceThresholdTriggerBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceThresholdTriggerBuilder {
    threshold: Option<i64>,
}
impl InferenceThresholdTrigger {
    /// A builder for [`InferenceThresholdTrigger`](struct@InferenceThresholdTrigger).
    pub fn builder() -> InferenceThresholdTriggerBuilder {
        <InferenceThresholdTriggerBuilder as Default>::default()
    }
}
impl InferenceThresholdTriggerBuilder {
    /// Threshold value.
    pub fn threshold(mut self, value: impl Into<i64>) -> Self {
        self.threshold = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceThresholdTrigger, ::oapigen_runtime::ValidationErrors> {
        let value = InferenceThresholdTrigger {
            threshold: self.threshold,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    InferenceThresholdTrigger, super::schema::SCHEMAS, super::schema::SLOTS, 54
);
/// Scaling on the HTTP request rate (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceHttpTrigger {
    /// Request rate.
    pub rate: i64,
    /// Time window over which the rate is measured.
    pub window: i64,
}
impl<'de> ::serde::Deserialize<'de> for InferenceHttpTrigger {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            rate: object.required("rate")?,
            window: object.required("window")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceHttpTrigger {}
/// Builder for [`InferenceHttpTrigger`](struct@InferenceHttpTrigger): set members, then [`build`](InferenceHttpTriggerBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceHttpTriggerBuilder {
    rate: Option<i64>,
    window: Option<i64>,
}
impl InferenceHttpTrigger {
    /// A builder for [`InferenceHttpTrigger`](struct@InferenceHttpTrigger).
    pub fn builder() -> InferenceHttpTriggerBuilder {
        <InferenceHttpTriggerBuilder as Default>::default()
    }
}
impl InferenceHttpTriggerBuilder {
    /// Request rate.
    pub fn rate(mut self, value: impl Into<i64>) -> Self {
        self.rate = Some(value.into());
        self
    }
    /// Time window over which the rate is measured.
    pub fn window(mut self, value: impl Into<i64>) -> Self {
        self.window = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceHttpTrigger, ::oapigen_runtime::ValidationErrors> {
        match (self.rate, self.window) {
            (Some(rate), Some(window)) => {
                let value = InferenceHttpTrigger {
                    rate,
                    window,
                };
                Ok(value)
            }
            (rate, window) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("rate", rate.is_some()), ("window", window.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    InferenceHttpTrigger, super::schema::SCHEMAS, super::schema::SLOTS, 55
);
/// Scaling on the length of an SQS queue (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceSqsTrigger {
    /// Queue length at which scaling starts.
    pub activation_queue_length: i64,
    /// Region of the queue.
    pub aws_region: String,
    /// Target queue length per container.
    pub queue_length: i64,
    /// Address of the queue.
    pub queue_url: String,
    /// Name of the secret holding the queue credentials.
    pub secret_name: String,
    /// Custom endpoint of the queue service.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub aws_endpoint: Option<String>,
    /// Whether delayed messages count.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub scale_on_delayed: Option<bool>,
    /// Whether in-flight messages count.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub scale_on_flight: Option<bool>,
}
impl<'de> ::serde::Deserialize<'de> for InferenceSqsTrigger {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            activation_queue_length: object.required("activation_queue_length")?,
            aws_region: object.required("aws_region")?,
            queue_length: object.required("queue_length")?,
            queue_url: object.required("queue_url")?,
            secret_name: object.required("secret_name")?,
            aws_endpoint: object.optional("aws_endpoint")?,
            scale_on_delayed: object.optional("scale_on_delayed")?,
            scale_on_flight: object.optional("scale_on_flight")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceSqsTrigger {}
/// Builder for [`InferenceSqsTrigger`](struct@InferenceSqsTrigger): set members, then [`build`](InferenceSqsTriggerBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceSqsTriggerBuilder {
    activation_queue_length: Option<i64>,
    aws_region: Option<String>,
    queue_length: Option<i64>,
    queue_url: Option<String>,
    secret_name: Option<String>,
    aws_endpoint: Option<String>,
    scale_on_delayed: Option<bool>,
    scale_on_flight: Option<bool>,
}
impl InferenceSqsTrigger {
    /// A builder for [`InferenceSqsTrigger`](struct@InferenceSqsTrigger).
    pub fn builder() -> InferenceSqsTriggerBuilder {
        <InferenceSqsTriggerBuilder as Default>::default()
    }
}
impl InferenceSqsTriggerBuilder {
    /// Queue length at which scaling starts.
    pub fn activation_queue_length(mut self, value: impl Into<i64>) -> Self {
        self.activation_queue_length = Some(value.into());
        self
    }
    /// Region of the queue.
    pub fn aws_region(mut self, value: impl Into<String>) -> Self {
        self.aws_region = Some(value.into());
        self
    }
    /// Target queue length per container.
    pub fn queue_length(mut self, value: impl Into<i64>) -> Self {
        self.queue_length = Some(value.into());
        self
    }
    /// Address of the queue.
    pub fn queue_url(mut self, value: impl Into<String>) -> Self {
        self.queue_url = Some(value.into());
        self
    }
    /// Name of the secret holding the queue credentials.
    pub fn secret_name(mut self, value: impl Into<String>) -> Self {
        self.secret_name = Some(value.into());
        self
    }
    /// Custom endpoint of the queue service.
    pub fn aws_endpoint(mut self, value: impl Into<String>) -> Self {
        self.aws_endpoint = Some(value.into());
        self
    }
    /// Whether delayed messages count.
    pub fn scale_on_delayed(mut self, value: impl Into<bool>) -> Self {
        self.scale_on_delayed = Some(value.into());
        self
    }
    /// Whether in-flight messages count.
    pub fn scale_on_flight(mut self, value: impl Into<bool>) -> Self {
        self.scale_on_flight = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceSqsTrigger, ::oapigen_runtime::ValidationErrors> {
        match (
            self.activation_queue_length,
            self.aws_region,
            self.queue_length,
            self.queue_url,
            self.secret_name,
        ) {
            (
                Some(activation_queue_length),
                Some(aws_region),
                Some(queue_length),
                Some(queue_url),
                Some(secret_name),
            ) => {
                let value = InferenceSqsTrigger {
                    activation_queue_length,
                    aws_region,
                    queue_length,
                    queue_url,
                    secret_name,
                    aws_endpoint: self.aws_endpoint,
                    scale_on_delayed: self.scale_on_delayed,
                    scale_on_flight: self.scale_on_flight,
                };
                Ok(value)
            }
            (
                activation_queue_length,
                aws_region,
                queue_length,
                queue_url,
                secret_name,
            ) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            (
                                "activation_queue_length",
                                activation_queue_length.is_some(),
                            ),
                            ("aws_region", aws_region.is_some()),
                            ("queue_length", queue_length.is_some()),
                            ("queue_url", queue_url.is_some()),
                            ("secret_name", secret_name.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    InferenceSqsTrigger, super::schema::SCHEMAS, super::schema::SLOTS, 56
);
/// Port the container listens on.
///
/// Constraints: at least 1, at most 65535.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct InferenceDeploymentCreateRequestListeningPort(i64);
impl InferenceDeploymentCreateRequestListeningPort {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 65535i64);
    }
}
::oapigen_runtime::newtype!(copy InferenceDeploymentCreateRequestListeningPort(i64));
::oapigen_runtime::validate_json!(
    InferenceDeploymentCreateRequestListeningPort, super::schema::SCHEMAS,
    super::schema::SLOTS, 57
);
/// Name of the deployment, 4-30 characters.
///
/// Constraints: 4–30 characters.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct InferenceDeploymentCreateRequestName(String);
impl InferenceDeploymentCreateRequestName {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 4u64);
        ::oapigen_runtime::check::max_length(out, path, value, 30u64);
    }
}
::oapigen_runtime::newtype!(string InferenceDeploymentCreateRequestName);
::oapigen_runtime::validate_json!(
    InferenceDeploymentCreateRequestName, super::schema::SCHEMAS, super::schema::SLOTS,
    58
);
/// Ingress options of the deployment.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceIngressOptions {
    /// Turns off buffering of responses.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub disable_response_buffering: Option<bool>,
}
impl<'de> ::serde::Deserialize<'de> for InferenceIngressOptions {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            disable_response_buffering: object.optional("disable_response_buffering")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceIngressOptions {}
/// Builder for [`InferenceIngressOptions`](struct@InferenceIngressOptions): set members, then [`build`](InferenceIngressOptionsBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceIngressOptionsBuilder {
    disable_response_buffering: Option<bool>,
}
impl InferenceIngressOptions {
    /// A builder for [`InferenceIngressOptions`](struct@InferenceIngressOptions).
    pub fn builder() -> InferenceIngressOptionsBuilder {
        <InferenceIngressOptionsBuilder as Default>::default()
    }
}
impl InferenceIngressOptionsBuilder {
    /// Turns off buffering of responses.
    pub fn disable_response_buffering(mut self, value: impl Into<bool>) -> Self {
        self.disable_response_buffering = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceIngressOptions, ::oapigen_runtime::ValidationErrors> {
        let value = InferenceIngressOptions {
            disable_response_buffering: self.disable_response_buffering,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    InferenceIngressOptions, super::schema::SCHEMAS, super::schema::SLOTS, 59
);
/// Logging configuration.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct LoggingConfig {
    /// Region that receives the logs.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub destination_region_id: Option<i64>,
    /// Whether logging is on.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub enabled: Option<bool>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub retention_policy: Option<LoggingRetentionPolicy>,
    /// Name of the logging topic.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub topic_name: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for LoggingConfig {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            destination_region_id: object.optional("destination_region_id")?,
            enabled: object.optional("enabled")?,
            retention_policy: object.optional("retention_policy")?,
            topic_name: object.optional("topic_name")?,
        })
    }
}
impl ::oapigen_runtime::Validate for LoggingConfig {}
/// Builder for [`LoggingConfig`](struct@LoggingConfig): set members, then [`build`](LoggingConfigBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct LoggingConfigBuilder {
    destination_region_id: Option<i64>,
    enabled: Option<bool>,
    retention_policy: Option<LoggingRetentionPolicy>,
    topic_name: Option<String>,
}
impl LoggingConfig {
    /// A builder for [`LoggingConfig`](struct@LoggingConfig).
    pub fn builder() -> LoggingConfigBuilder {
        <LoggingConfigBuilder as Default>::default()
    }
}
impl LoggingConfigBuilder {
    /// Region that receives the logs.
    pub fn destination_region_id(mut self, value: impl Into<i64>) -> Self {
        self.destination_region_id = Some(value.into());
        self
    }
    /// Whether logging is on.
    pub fn enabled(mut self, value: impl Into<bool>) -> Self {
        self.enabled = Some(value.into());
        self
    }
    pub fn retention_policy(mut self, value: impl Into<LoggingRetentionPolicy>) -> Self {
        self.retention_policy = Some(value.into());
        self
    }
    /// Name of the logging topic.
    pub fn topic_name(mut self, value: impl Into<String>) -> Self {
        self.topic_name = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<LoggingConfig, ::oapigen_runtime::ValidationErrors> {
        let value = LoggingConfig {
            destination_region_id: self.destination_region_id,
            enabled: self.enabled,
            retention_policy: self.retention_policy,
            topic_name: self.topic_name,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    LoggingConfig, super::schema::SCHEMAS, super::schema::SLOTS, 60
);
/// How long logs are kept.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct LoggingRetentionPolicy {
    /// Retention period (the reference gives days, at most 1825).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub period: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for LoggingRetentionPolicy {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            period: object.optional("period")?,
        })
    }
}
impl ::oapigen_runtime::Validate for LoggingRetentionPolicy {}
/// Builder for [`LoggingRetentionPolicy`](struct@LoggingRetentionPolicy): set members, then [`build`](LoggingRetentionPolicyBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct LoggingRetentionPolicyBuilder {
    period: Option<i64>,
}
impl LoggingRetentionPolicy {
    /// A builder for [`LoggingRetentionPolicy`](struct@LoggingRetentionPolicy).
    pub fn builder() -> LoggingRetentionPolicyBuilder {
        <LoggingRetentionPolicyBuilder as Default>::default()
    }
}
impl LoggingRetentionPolicyBuilder {
    /// Retention period (the reference gives days, at most 1825).
    pub fn period(mut self, value: impl Into<i64>) -> Self {
        self.period = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<LoggingRetentionPolicy, ::oapigen_runtime::ValidationErrors> {
        let value = LoggingRetentionPolicy {
            period: self.period,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    LoggingRetentionPolicy, super::schema::SCHEMAS, super::schema::SLOTS, 61
);
/// Health probes, applied to all containers. When omitted and the image comes from the model catalog registry, default probes are used. Shape from the reference.
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceProbes {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub liveness_probe: Option<InferenceProbeConfig>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub readiness_probe: Option<InferenceProbeConfig>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub startup_probe: Option<InferenceProbeConfig>,
}
impl<'de> ::serde::Deserialize<'de> for InferenceProbes {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            liveness_probe: object.optional("liveness_probe")?,
            readiness_probe: object.optional("readiness_probe")?,
            startup_probe: object.optional("startup_probe")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceProbes {}
/// Builder for [`InferenceProbes`](struct@InferenceProbes): set members, then [`build`](InferenceProbesBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceProbesBuilder {
    liveness_probe: Option<InferenceProbeConfig>,
    readiness_probe: Option<InferenceProbeConfig>,
    startup_probe: Option<InferenceProbeConfig>,
}
impl InferenceProbes {
    /// A builder for [`InferenceProbes`](struct@InferenceProbes).
    pub fn builder() -> InferenceProbesBuilder {
        <InferenceProbesBuilder as Default>::default()
    }
}
impl InferenceProbesBuilder {
    pub fn liveness_probe(mut self, value: impl Into<InferenceProbeConfig>) -> Self {
        self.liveness_probe = Some(value.into());
        self
    }
    pub fn readiness_probe(mut self, value: impl Into<InferenceProbeConfig>) -> Self {
        self.readiness_probe = Some(value.into());
        self
    }
    pub fn startup_probe(mut self, value: impl Into<InferenceProbeConfig>) -> Self {
        self.startup_probe = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<InferenceProbes, ::oapigen_runtime::ValidationErrors> {
        let value = InferenceProbes {
            liveness_probe: self.liveness_probe,
            readiness_probe: self.readiness_probe,
            startup_probe: self.startup_probe,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    InferenceProbes, super::schema::SCHEMAS, super::schema::SLOTS, 62
);
/// One probe and whether it is active (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceProbeConfig {
    /// Whether the probe is active.
    pub enabled: bool,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub probe: Option<InferenceProbe>,
}
impl<'de> ::serde::Deserialize<'de> for InferenceProbeConfig {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            enabled: object.required("enabled")?,
            probe: object.optional("probe")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceProbeConfig {}
/// Builder for [`InferenceProbeConfig`](struct@InferenceProbeConfig): set members, then [`build`](InferenceProbeConfigBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceProbeConfigBuilder {
    enabled: Option<bool>,
    probe: Option<InferenceProbe>,
}
impl InferenceProbeConfig {
    /// A builder for [`InferenceProbeConfig`](struct@InferenceProbeConfig).
    pub fn builder() -> InferenceProbeConfigBuilder {
        <InferenceProbeConfigBuilder as Default>::default()
    }
}
impl InferenceProbeConfigBuilder {
    /// Whether the probe is active.
    pub fn enabled(mut self, value: impl Into<bool>) -> Self {
        self.enabled = Some(value.into());
        self
    }
    pub fn probe(mut self, value: impl Into<InferenceProbe>) -> Self {
        self.probe = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceProbeConfig, ::oapigen_runtime::ValidationErrors> {
        match (self.enabled,) {
            (Some(enabled),) => {
                let value = InferenceProbeConfig {
                    enabled,
                    probe: self.probe,
                };
                Ok(value)
            }
            (enabled,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("enabled", enabled.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    InferenceProbeConfig, super::schema::SCHEMAS, super::schema::SLOTS, 63
);
/// Probe settings (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceProbe {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub exec: Option<InferenceProbeExec>,
    /// Failures before the probe counts as failed.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub failure_threshold: Option<i64>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub http_get: Option<InferenceProbeHttpGet>,
    /// Delay before the first probe.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub initial_delay_seconds: Option<i64>,
    /// Time between probes.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub period_seconds: Option<i64>,
    /// Successes before the probe counts as passed.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub success_threshold: Option<i64>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub tcp_socket: Option<InferenceProbeTcpSocket>,
    /// Time after which one probe attempt fails.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub timeout_seconds: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for InferenceProbe {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            exec: object.optional("exec")?,
            failure_threshold: object.optional("failure_threshold")?,
            http_get: object.optional("http_get")?,
            initial_delay_seconds: object.optional("initial_delay_seconds")?,
            period_seconds: object.optional("period_seconds")?,
            success_threshold: object.optional("success_threshold")?,
            tcp_socket: object.optional("tcp_socket")?,
            timeout_seconds: object.optional("timeout_seconds")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceProbe {}
/// Builder for [`InferenceProbe`](struct@InferenceProbe): set members, then [`build`](InferenceProbeBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceProbeBuilder {
    exec: Option<InferenceProbeExec>,
    failure_threshold: Option<i64>,
    http_get: Option<InferenceProbeHttpGet>,
    initial_delay_seconds: Option<i64>,
    period_seconds: Option<i64>,
    success_threshold: Option<i64>,
    tcp_socket: Option<InferenceProbeTcpSocket>,
    timeout_seconds: Option<i64>,
}
impl InferenceProbe {
    /// A builder for [`InferenceProbe`](struct@InferenceProbe).
    pub fn builder() -> InferenceProbeBuilder {
        <InferenceProbeBuilder as Default>::default()
    }
}
impl InferenceProbeBuilder {
    pub fn exec(mut self, value: impl Into<InferenceProbeExec>) -> Self {
        self.exec = Some(value.into());
        self
    }
    /// Failures before the probe counts as failed.
    pub fn failure_threshold(mut self, value: impl Into<i64>) -> Self {
        self.failure_threshold = Some(value.into());
        self
    }
    pub fn http_get(mut self, value: impl Into<InferenceProbeHttpGet>) -> Self {
        self.http_get = Some(value.into());
        self
    }
    /// Delay before the first probe.
    pub fn initial_delay_seconds(mut self, value: impl Into<i64>) -> Self {
        self.initial_delay_seconds = Some(value.into());
        self
    }
    /// Time between probes.
    pub fn period_seconds(mut self, value: impl Into<i64>) -> Self {
        self.period_seconds = Some(value.into());
        self
    }
    /// Successes before the probe counts as passed.
    pub fn success_threshold(mut self, value: impl Into<i64>) -> Self {
        self.success_threshold = Some(value.into());
        self
    }
    pub fn tcp_socket(mut self, value: impl Into<InferenceProbeTcpSocket>) -> Self {
        self.tcp_socket = Some(value.into());
        self
    }
    /// Time after which one probe attempt fails.
    pub fn timeout_seconds(mut self, value: impl Into<i64>) -> Self {
        self.timeout_seconds = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<InferenceProbe, ::oapigen_runtime::ValidationErrors> {
        let value = InferenceProbe {
            exec: self.exec,
            failure_threshold: self.failure_threshold,
            http_get: self.http_get,
            initial_delay_seconds: self.initial_delay_seconds,
            period_seconds: self.period_seconds,
            success_threshold: self.success_threshold,
            tcp_socket: self.tcp_socket,
            timeout_seconds: self.timeout_seconds,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    InferenceProbe, super::schema::SCHEMAS, super::schema::SLOTS, 64
);
/// Probe that runs a command in the container (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceProbeExec {
    /// Command to run.
    pub command: Vec<String>,
}
impl<'de> ::serde::Deserialize<'de> for InferenceProbeExec {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            command: object.required("command")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceProbeExec {}
/// Builder for [`InferenceProbeExec`](struct@InferenceProbeExec): set members, then [`build`](InferenceProbeExecBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceProbeExecBuilder {
    command: Option<Vec<String>>,
}
impl InferenceProbeExec {
    /// A builder for [`InferenceProbeExec`](struct@InferenceProbeExec).
    pub fn builder() -> InferenceProbeExecBuilder {
        <InferenceProbeExecBuilder as Default>::default()
    }
}
impl InferenceProbeExecBuilder {
    /// Command to run.
    pub fn command(mut self, value: impl Into<Vec<String>>) -> Self {
        self.command = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceProbeExec, ::oapigen_runtime::ValidationErrors> {
        match (self.command,) {
            (Some(command),) => {
                let value = InferenceProbeExec { command };
                Ok(value)
            }
            (command,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("command", command.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    InferenceProbeExec, super::schema::SCHEMAS, super::schema::SLOTS, 65
);
/// Probe that sends an HTTP GET request (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceProbeHttpGet {
    /// Port to call.
    pub port: i64,
    /// Request headers.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub headers: Option<::std::collections::BTreeMap<String, String>>,
    /// Host to call.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub host: Option<String>,
    /// Request path.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub path: Option<String>,
    /// URL scheme.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub schema: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for InferenceProbeHttpGet {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            port: object.required("port")?,
            headers: object.optional("headers")?,
            host: object.optional("host")?,
            path: object.optional("path")?,
            schema: object.optional("schema")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceProbeHttpGet {}
/// Builder for [`InferenceProbeHttpGet`](struct@InferenceProbeHttpGet): set members, then [`build`](InferenceProbeHttpGetBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceProbeHttpGetBuilder {
    port: Option<i64>,
    headers: Option<::std::collections::BTreeMap<String, String>>,
    host: Option<String>,
    path: Option<String>,
    schema: Option<String>,
}
impl InferenceProbeHttpGet {
    /// A builder for [`InferenceProbeHttpGet`](struct@InferenceProbeHttpGet).
    pub fn builder() -> InferenceProbeHttpGetBuilder {
        <InferenceProbeHttpGetBuilder as Default>::default()
    }
}
impl InferenceProbeHttpGetBuilder {
    /// Port to call.
    pub fn port(mut self, value: impl Into<i64>) -> Self {
        self.port = Some(value.into());
        self
    }
    /// Request headers.
    pub fn headers(
        mut self,
        value: impl Into<::std::collections::BTreeMap<String, String>>,
    ) -> Self {
        self.headers = Some(value.into());
        self
    }
    /// Host to call.
    pub fn host(mut self, value: impl Into<String>) -> Self {
        self.host = Some(value.into());
        self
    }
    /// Request path.
    pub fn path(mut self, value: impl Into<String>) -> Self {
        self.path = Some(value.into());
        self
    }
    /// URL scheme.
    pub fn schema(mut self, value: impl Into<String>) -> Self {
        self.schema = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceProbeHttpGet, ::oapigen_runtime::ValidationErrors> {
        match (self.port,) {
            (Some(port),) => {
                let value = InferenceProbeHttpGet {
                    port,
                    headers: self.headers,
                    host: self.host,
                    path: self.path,
                    schema: self.schema,
                };
                Ok(value)
            }
            (port,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("port", port.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    InferenceProbeHttpGet, super::schema::SCHEMAS, super::schema::SLOTS, 66
);
/// Probe that opens a TCP connection (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InferenceProbeTcpSocket {
    /// Port to connect to.
    pub port: i64,
}
impl<'de> ::serde::Deserialize<'de> for InferenceProbeTcpSocket {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            port: object.required("port")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InferenceProbeTcpSocket {}
/// Builder for [`InferenceProbeTcpSocket`](struct@InferenceProbeTcpSocket): set members, then [`build`](InferenceProbeTcpSocketBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct InferenceProbeTcpSocketBuilder {
    port: Option<i64>,
}
impl InferenceProbeTcpSocket {
    /// A builder for [`InferenceProbeTcpSocket`](struct@InferenceProbeTcpSocket).
    pub fn builder() -> InferenceProbeTcpSocketBuilder {
        <InferenceProbeTcpSocketBuilder as Default>::default()
    }
}
impl InferenceProbeTcpSocketBuilder {
    /// Port to connect to.
    pub fn port(mut self, value: impl Into<i64>) -> Self {
        self.port = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<InferenceProbeTcpSocket, ::oapigen_runtime::ValidationErrors> {
        match (self.port,) {
            (Some(port),) => {
                let value = InferenceProbeTcpSocket { port };
                Ok(value)
            }
            (port,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("port", port.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    InferenceProbeTcpSocket, super::schema::SCHEMAS, super::schema::SLOTS, 67
);
/// Idle downscale time in seconds: after this long without requests the containers are scaled down to `scale.min`. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
///
/// Default: `120`.
///
/// Source: reference.
///
/// Constraints: at least 0.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct InferenceDeploymentCreateRequestTimeout(i64);
impl InferenceDeploymentCreateRequestTimeout {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
    }
}
::oapigen_runtime::newtype!(copy InferenceDeploymentCreateRequestTimeout(i64));
::oapigen_runtime::validate_json!(
    InferenceDeploymentCreateRequestTimeout, super::schema::SCHEMAS,
    super::schema::SLOTS, 68
);
/// Status of a bare metal server.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum BaremetalStatus {
    /// `ACTIVE`
    Active,
    /// `BUILD`
    Build,
    /// `DELETED`
    Deleted,
    /// `ERROR`
    Error,
    /// `HARD_REBOOT`
    HardReboot,
    /// `MIGRATING`
    Migrating,
    /// `PASSWORD`
    Password,
    /// `PAUSED`
    Paused,
    /// `REBOOT`
    Reboot,
    /// `REBUILD`
    Rebuild,
    /// `RESCUE`
    Rescue,
    /// `RESIZE`
    Resize,
    /// `REVERT_RESIZE`
    RevertResize,
    /// `SHELVED`
    Shelved,
    /// `SHELVED_OFFLOADED`
    ShelvedOffloaded,
    /// `SHUTOFF`
    Shutoff,
    /// `SOFT_DELETED`
    SoftDeleted,
    /// `SUSPENDED`
    Suspended,
    /// `UNKNOWN`
    Unknown2,
    /// `VERIFY_RESIZE`
    VerifyResize,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    BaremetalStatus, [Active, Build, Deleted, Error, HardReboot, Migrating, Password,
    Paused, Reboot, Rebuild, Rescue, Resize, RevertResize, Shelved, ShelvedOffloaded,
    Shutoff, SoftDeleted, Suspended, Unknown2, VerifyResize], ["ACTIVE", "BUILD",
    "DELETED", "ERROR", "HARD_REBOOT", "MIGRATING", "PASSWORD", "PAUSED", "REBOOT",
    "REBUILD", "RESCUE", "RESIZE", "REVERT_RESIZE", "SHELVED", "SHELVED_OFFLOADED",
    "SHUTOFF", "SOFT_DELETED", "SUSPENDED", "UNKNOWN", "VERIFY_RESIZE"]
);
::oapigen_runtime::validate_json!(
    BaremetalStatus, super::schema::SCHEMAS, super::schema::SLOTS, 69
);
/// Virtualisation-layer state of a bare metal server.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum BaremetalVmState {
    /// `active`
    Active,
    /// `building`
    Building,
    /// `deleted`
    Deleted,
    /// `error`
    Error,
    /// `paused`
    Paused,
    /// `rescued`
    Rescued,
    /// `resized`
    Resized,
    /// `shelved`
    Shelved,
    /// `shelved_offloaded`
    ShelvedOffloaded,
    /// `soft-deleted`
    SoftDeleted,
    /// `stopped`
    Stopped,
    /// `suspended`
    Suspended,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    BaremetalVmState, [Active, Building, Deleted, Error, Paused, Rescued, Resized,
    Shelved, ShelvedOffloaded, SoftDeleted, Stopped, Suspended], ["active", "building",
    "deleted", "error", "paused", "rescued", "resized", "shelved", "shelved_offloaded",
    "soft-deleted", "stopped", "suspended"]
);
::oapigen_runtime::validate_json!(
    BaremetalVmState, super::schema::SCHEMAS, super::schema::SLOTS, 70
);
/// A bare metal server.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct BaremetalServer {
    /// Addresses of the server by network name: each key is a network name, each value the list of the server's addresses in that network. The shape of an address comes from the reference.
    pub addresses: ::std::collections::BTreeMap<String, Vec<BaremetalAddress>>,
    /// Addresses blackholed by the DDoS mitigation system.
    pub blackhole_ports: Vec<BlackholePort>,
    /// Creation time.
    ///
    /// Format: `date-time`.
    pub created_at: ::oapigen_runtime::DateTime,
    /// Task that created the server.
    pub creator_task_id: Option<String>,
    /// Advanced DDoS protection profile. Always null unless the server was read with `with_ddos=true`.
    pub ddos_profile: Option<DdosProfile>,
    /// Fixed IP addresses of the server.
    pub fixed_ip_assignments: Vec<FixedIpAssignment>,
    pub flavor: BaremetalFlavor,
    /// Server identifier.
    ///
    /// Format: `uuid`.
    pub id: ::oapigen_runtime::Uuid,
    /// Isolation of the server. The real service answers `null` here (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub instance_isolation: Option<InstanceIsolation>,
    /// Server name.
    pub name: String,
    /// Project identifier.
    pub project_id: i64,
    /// Region name.
    pub region: String,
    /// Region identifier.
    pub region_id: i64,
    /// SSH key pair installed on the server.
    pub ssh_key_name: Option<String>,
    pub status: BaremetalStatus,
    /// Tags of the server.
    pub tags: Vec<Tag>,
    /// Active task that holds a lock on the server; null means the server is not locked.
    pub task_id: Option<String>,
    /// State of the active task.
    pub task_state: Option<String>,
    pub vm_state: BaremetalVmState,
}
impl<'de> ::serde::Deserialize<'de> for BaremetalServer {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            addresses: object.required("addresses")?,
            blackhole_ports: object.required("blackhole_ports")?,
            created_at: object.required("created_at")?,
            creator_task_id: object.optional("creator_task_id")?,
            ddos_profile: object.optional("ddos_profile")?,
            fixed_ip_assignments: object.required("fixed_ip_assignments")?,
            flavor: object.required("flavor")?,
            id: object.required("id")?,
            instance_isolation: object.optional("instance_isolation")?,
            name: object.required("name")?,
            project_id: object.required("project_id")?,
            region: object.required("region")?,
            region_id: object.required("region_id")?,
            ssh_key_name: object.optional("ssh_key_name")?,
            status: object.required("status")?,
            tags: object.required("tags")?,
            task_id: object.optional("task_id")?,
            task_state: object.optional("task_state")?,
            vm_state: object.required("vm_state")?,
        })
    }
}
impl ::oapigen_runtime::Validate for BaremetalServer {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.addresses,
            &path.key("addresses"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.blackhole_ports,
            &path.key("blackhole_ports"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.created_at,
            &path.key("created_at"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.id, &path.key("id"), out);
        ::oapigen_runtime::Validate::validate_at(&self.status, &path.key("status"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.vm_state,
            &path.key("vm_state"),
            out,
        );
    }
}
::oapigen_runtime::validate_json!(
    BaremetalServer, super::schema::SCHEMAS, super::schema::SLOTS, 71
);
/// One address of a bare metal server (union from the reference).
///
/// Source: reference.
///
/// Selected by the `type` member.
#[derive(Clone, Debug, PartialEq)]
pub enum BaremetalAddress {
    /// `fixed`
    Fixed(BaremetalFixedAddress),
    /// `floating`
    Floating(BaremetalFloatingAddress),
    /// A variant this client does not know (a newer server), kept as received;
    /// `validate()` rejects it in requests.
    Unknown(::serde_json::Value),
}
impl ::serde::Serialize for BaremetalAddress {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match self {
            Self::Fixed(value) => ::serde::Serialize::serialize(value, serializer),
            Self::Floating(value) => ::serde::Serialize::serialize(value, serializer),
            Self::Unknown(value) => ::serde::Serialize::serialize(value, serializer),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for BaremetalAddress {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        match value.get("type").and_then(::serde_json::Value::as_str) {
            Some("fixed") => {
                ::serde_json::from_value(value)
                    .map(Self::Fixed)
                    .map_err(::serde::de::Error::custom)
            }
            Some("floating") => {
                ::serde_json::from_value(value)
                    .map(Self::Floating)
                    .map_err(::serde::de::Error::custom)
            }
            _ => Ok(Self::Unknown(value)),
        }
    }
}
impl ::oapigen_runtime::Validate for BaremetalAddress {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        match self {
            Self::Fixed(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Floating(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Unknown(value) => {
                out.push(
                    path,
                    "discriminator",
                    "`type` must be one of: fixed, floating",
                    || value.get("type").map(|t| t.to_string()).unwrap_or_default(),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    BaremetalAddress, super::schema::SCHEMAS, super::schema::SLOTS, 72
);
/// A fixed address of a bare metal server (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct BaremetalFixedAddress {
    /// Constraints: exactly `"fixed"`.
    pub r#type: BaremetalFixedAddressType,
    /// The address.
    pub addr: String,
    /// Interface that carries the address.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub interface_name: ::oapigen_runtime::Nullable<String>,
    /// Subnet of the address.
    pub subnet_id: String,
    /// Name of the subnet.
    pub subnet_name: String,
}
impl<'de> ::serde::Deserialize<'de> for BaremetalFixedAddress {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            r#type: object.required("type")?,
            addr: object.required("addr")?,
            interface_name: object.nullable("interface_name")?,
            subnet_id: object.required("subnet_id")?,
            subnet_name: object.required("subnet_name")?,
        })
    }
}
impl ::oapigen_runtime::Validate for BaremetalFixedAddress {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.r#type, &path.key("type"), out);
    }
}
::oapigen_runtime::validate_json!(
    BaremetalFixedAddress, super::schema::SCHEMAS, super::schema::SLOTS, 73
);
/// Constraints: exactly `"fixed"`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct BaremetalFixedAddressType(String);
impl BaremetalFixedAddressType {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "fixed");
    }
}
::oapigen_runtime::newtype!(string BaremetalFixedAddressType);
impl Default for BaremetalFixedAddressType {
    fn default() -> Self {
        Self(String::from("fixed"))
    }
}
::oapigen_runtime::validate_json!(
    BaremetalFixedAddressType, super::schema::SCHEMAS, super::schema::SLOTS, 74
);
/// A floating address of a bare metal server (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct BaremetalFloatingAddress {
    /// Constraints: exactly `"floating"`.
    pub r#type: BaremetalFloatingAddressType,
    /// The address.
    pub addr: String,
}
impl<'de> ::serde::Deserialize<'de> for BaremetalFloatingAddress {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            r#type: object.required("type")?,
            addr: object.required("addr")?,
        })
    }
}
impl ::oapigen_runtime::Validate for BaremetalFloatingAddress {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.r#type, &path.key("type"), out);
    }
}
::oapigen_runtime::validate_json!(
    BaremetalFloatingAddress, super::schema::SCHEMAS, super::schema::SLOTS, 75
);
/// Constraints: exactly `"floating"`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct BaremetalFloatingAddressType(String);
impl BaremetalFloatingAddressType {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "floating");
    }
}
::oapigen_runtime::newtype!(string BaremetalFloatingAddressType);
impl Default for BaremetalFloatingAddressType {
    fn default() -> Self {
        Self(String::from("floating"))
    }
}
::oapigen_runtime::validate_json!(
    BaremetalFloatingAddressType, super::schema::SCHEMAS, super::schema::SLOTS, 76
);
/// An address blackholed by the DDoS mitigation system.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct BlackholePort {
    /// End of the alarm.
    ///
    /// Format: `date-time`.
    #[serde(rename = "AlarmEnd")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub alarm_end: Option<::oapigen_runtime::DateTime>,
    /// Start of the alarm.
    ///
    /// Format: `date-time`.
    #[serde(rename = "AlarmStart")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub alarm_start: Option<::oapigen_runtime::DateTime>,
    /// State of the alarm.
    #[serde(rename = "AlarmState")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub alarm_state: Option<String>,
    /// Duration of the alert.
    #[serde(rename = "AlertDuration")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub alert_duration: Option<String>,
    /// The blackholed address.
    #[serde(rename = "DestinationIP")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub destination_ip: Option<String>,
    /// Identifier of the entry.
    #[serde(rename = "ID")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub id: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for BlackholePort {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            alarm_end: object.optional("AlarmEnd")?,
            alarm_start: object.optional("AlarmStart")?,
            alarm_state: object.optional("AlarmState")?,
            alert_duration: object.optional("AlertDuration")?,
            destination_ip: object.optional("DestinationIP")?,
            id: object.optional("ID")?,
        })
    }
}
impl ::oapigen_runtime::Validate for BlackholePort {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.alarm_end,
            &path.key("AlarmEnd"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.alarm_start,
            &path.key("AlarmStart"),
            out,
        );
    }
}
::oapigen_runtime::validate_json!(
    BlackholePort, super::schema::SCHEMAS, super::schema::SLOTS, 77
);
/// Advanced DDoS protection profile of a server.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct DdosProfile {
    /// Field values of the profile.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub fields: Option<Vec<DdosProfileField>>,
    /// Profile identifier.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub id: Option<i64>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub options: Option<DdosProfileOptions>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub profile_template: Option<DdosProfileTemplate>,
    /// Description of the template the profile was made from.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub profile_template_description: Option<String>,
    /// Protected ports and their protocols.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub protocols: Option<Vec<DdosProfileProtocol>>,
    /// Protection site.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub site: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub status: Option<DdosProfileStatus>,
}
impl<'de> ::serde::Deserialize<'de> for DdosProfile {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            fields: object.optional("fields")?,
            id: object.optional("id")?,
            options: object.optional("options")?,
            profile_template: object.optional("profile_template")?,
            profile_template_description: object
                .optional("profile_template_description")?,
            protocols: object.optional("protocols")?,
            site: object.optional("site")?,
            status: object.optional("status")?,
        })
    }
}
impl ::oapigen_runtime::Validate for DdosProfile {}
::oapigen_runtime::validate_json!(
    DdosProfile, super::schema::SCHEMAS, super::schema::SLOTS, 78
);
/// One field of a DDoS protection profile. The types of `default`, `field_type`, `field_value`, `validation_schema` and `value` are not documented, so they are free-form.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct DdosProfileField {
    /// Template field this value belongs to.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub base_field: Option<i64>,
    /// Default value (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub default: Option<::serde_json::Value>,
    /// Description of the field.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub description: Option<String>,
    /// Name of the field.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub field_name: Option<String>,
    /// Type of the field (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub field_type: Option<::serde_json::Value>,
    /// Value of the field (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub field_value: Option<::serde_json::Value>,
    /// Field identifier.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub id: Option<i64>,
    /// Display name of the field.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub name: Option<String>,
    /// Whether the field must be set.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub required: Option<bool>,
    /// Validation rules of the field (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub validation_schema: Option<::serde_json::Value>,
    /// Value of the field (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub value: Option<::serde_json::Value>,
}
impl<'de> ::serde::Deserialize<'de> for DdosProfileField {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            base_field: object.optional("base_field")?,
            default: object.optional("default")?,
            description: object.optional("description")?,
            field_name: object.optional("field_name")?,
            field_type: object.optional("field_type")?,
            field_value: object.optional("field_value")?,
            id: object.optional("id")?,
            name: object.optional("name")?,
            required: object.optional("required")?,
            validation_schema: object.optional("validation_schema")?,
            value: object.optional("value")?,
        })
    }
}
impl ::oapigen_runtime::Validate for DdosProfileField {}
::oapigen_runtime::validate_json!(
    DdosProfileField, super::schema::SCHEMAS, super::schema::SLOTS, 79
);
/// Options of a DDoS protection profile.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct DdosProfileOptions {
    /// Whether the profile is active.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub active: Option<bool>,
    /// Whether BGP announcement is used.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub bgp: Option<bool>,
}
impl<'de> ::serde::Deserialize<'de> for DdosProfileOptions {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            active: object.optional("active")?,
            bgp: object.optional("bgp")?,
        })
    }
}
impl ::oapigen_runtime::Validate for DdosProfileOptions {}
::oapigen_runtime::validate_json!(
    DdosProfileOptions, super::schema::SCHEMAS, super::schema::SLOTS, 80
);
/// Template of a DDoS protection profile. The types of `description` and `name` are not documented, so they are free-form.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct DdosProfileTemplate {
    /// Description of the template (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub description: Option<::serde_json::Value>,
    /// Fields defined by the template.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub fields: Option<Vec<DdosProfileTemplateField>>,
    /// Template identifier.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub id: Option<i64>,
    /// Name of the template (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub name: Option<::serde_json::Value>,
}
impl<'de> ::serde::Deserialize<'de> for DdosProfileTemplate {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            description: object.optional("description")?,
            fields: object.optional("fields")?,
            id: object.optional("id")?,
            name: object.optional("name")?,
        })
    }
}
impl ::oapigen_runtime::Validate for DdosProfileTemplate {}
::oapigen_runtime::validate_json!(
    DdosProfileTemplate, super::schema::SCHEMAS, super::schema::SLOTS, 81
);
/// One field of a DDoS protection profile template. Only `id` and `required` have documented types; the others are free-form.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct DdosProfileTemplateField {
    /// Default value (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub default: Option<::serde_json::Value>,
    /// Description (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub description: Option<::serde_json::Value>,
    /// Field type (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub field_type: Option<::serde_json::Value>,
    /// Field identifier.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub id: Option<i64>,
    /// Field name (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub name: Option<::serde_json::Value>,
    /// Whether the field must be set.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub required: Option<bool>,
    /// Validation rules (type not documented).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub validation_schema: Option<::serde_json::Value>,
}
impl<'de> ::serde::Deserialize<'de> for DdosProfileTemplateField {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            default: object.optional("default")?,
            description: object.optional("description")?,
            field_type: object.optional("field_type")?,
            id: object.optional("id")?,
            name: object.optional("name")?,
            required: object.optional("required")?,
            validation_schema: object.optional("validation_schema")?,
        })
    }
}
impl ::oapigen_runtime::Validate for DdosProfileTemplateField {}
::oapigen_runtime::validate_json!(
    DdosProfileTemplateField, super::schema::SCHEMAS, super::schema::SLOTS, 82
);
/// A protected port and its protocols.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct DdosProfileProtocol {
    /// The port.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub port: Option<String>,
    /// Protocols protected on the port.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub protocols: Option<Vec<String>>,
}
impl<'de> ::serde::Deserialize<'de> for DdosProfileProtocol {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            port: object.optional("port")?,
            protocols: object.optional("protocols")?,
        })
    }
}
impl ::oapigen_runtime::Validate for DdosProfileProtocol {}
::oapigen_runtime::validate_json!(
    DdosProfileProtocol, super::schema::SCHEMAS, super::schema::SLOTS, 83
);
/// Status of a DDoS protection profile.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct DdosProfileStatus {
    /// Description of the error, if any.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub error_description: Option<String>,
    /// The status.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub status: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for DdosProfileStatus {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            error_description: object.optional("error_description")?,
            status: object.optional("status")?,
        })
    }
}
impl ::oapigen_runtime::Validate for DdosProfileStatus {}
::oapigen_runtime::validate_json!(
    DdosProfileStatus, super::schema::SCHEMAS, super::schema::SLOTS, 84
);
/// A fixed IP address of a server.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct FixedIpAssignment {
    /// Whether the address is external.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub external: Option<bool>,
    /// The address.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ip_address: Option<String>,
    /// Subnet of the address.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub subnet_id: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for FixedIpAssignment {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            external: object.optional("external")?,
            ip_address: object.optional("ip_address")?,
            subnet_id: object.optional("subnet_id")?,
        })
    }
}
impl ::oapigen_runtime::Validate for FixedIpAssignment {}
::oapigen_runtime::validate_json!(
    FixedIpAssignment, super::schema::SCHEMAS, super::schema::SLOTS, 85
);
/// Hardware flavor of a bare metal server.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct BaremetalFlavor {
    /// CPU architecture.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub architecture: Option<String>,
    /// Flavor identifier.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub flavor_id: Option<String>,
    /// Flavor name.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub flavor_name: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub hardware_description: Option<FlavorHardwareDescription>,
    /// Operating system type.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub os_type: Option<String>,
    /// Amount of RAM.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ram: Option<i64>,
    /// Resource class of the flavor.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub resource_class: Option<String>,
    /// Number of virtual CPUs.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub vcpus: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for BaremetalFlavor {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            architecture: object.optional("architecture")?,
            flavor_id: object.optional("flavor_id")?,
            flavor_name: object.optional("flavor_name")?,
            hardware_description: object.optional("hardware_description")?,
            os_type: object.optional("os_type")?,
            ram: object.optional("ram")?,
            resource_class: object.optional("resource_class")?,
            vcpus: object.optional("vcpus")?,
        })
    }
}
impl ::oapigen_runtime::Validate for BaremetalFlavor {}
::oapigen_runtime::validate_json!(
    BaremetalFlavor, super::schema::SCHEMAS, super::schema::SLOTS, 86
);
/// Human-readable hardware description of a flavor.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct FlavorHardwareDescription {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub cpu: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub disk: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub license: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub network: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ram: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for FlavorHardwareDescription {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            cpu: object.optional("cpu")?,
            disk: object.optional("disk")?,
            license: object.optional("license")?,
            network: object.optional("network")?,
            ram: object.optional("ram")?,
        })
    }
}
impl ::oapigen_runtime::Validate for FlavorHardwareDescription {}
::oapigen_runtime::validate_json!(
    FlavorHardwareDescription, super::schema::SCHEMAS, super::schema::SLOTS, 87
);
/// Isolation of a server.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct InstanceIsolation {
    /// Why the server is isolated.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub reason: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for InstanceIsolation {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            reason: object.optional("reason")?,
        })
    }
}
impl ::oapigen_runtime::Validate for InstanceIsolation {}
::oapigen_runtime::validate_json!(
    InstanceIsolation, super::schema::SCHEMAS, super::schema::SLOTS, 88
);
/// A new bare metal server. Several field names come from the reference. Either `image_id` or `apptemplate_id` is required. Access rules: on Linux, `user_data` carries a base64 initialisation script; `username` with `password` creates a new user; `password` alone sets the password of the image's default user; `user_data` is ignored when `password` is given (not an error). On Windows, `username` must not be sent; `password` sets the Admin password and `user_data` may create other users, but cannot change the Admin password.
///
/// Source: reference.
///
/// Rules checked by `validate()`:
/// - at least one of `image_id` / `apptemplate_id` must be given.
#[derive(Clone, PartialEq, ::serde::Serialize)]
pub struct BaremetalServerCreateRequest {
    /// Flavor of the server.
    pub flavor: String,
    /// Network interfaces: private, public or both. When none is given the server is attached to the default external network. (The reference SDKs treat this field as required; the interface specification allows leaving it out, which is followed here.)
    ///
    /// Constraints: at least 1 items.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub interfaces: Option<Vec<BaremetalInterface>>,
    /// Parameters of the application template, when the server is created from one. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub app_config: ::oapigen_runtime::Nullable<
        ::std::collections::BTreeMap<String, ::serde_json::Value>,
    >,
    /// Application template to create the server from; either this or `image_id` is required.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub apptemplate_id: Option<String>,
    /// Switch for advanced DDoS protection. The interface specification describes this as a boolean and does not name it; the name comes from the reference, whose SDKs send an object (`profile_template`, `fields`) here instead. The interface specification's type is used; see spec/README.md.
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ddos_profile: Option<bool>,
    /// Image to create the server from; either this or `apptemplate_id` is required.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub image_id: Option<String>,
    /// Server name.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub name: Option<String>,
    /// Used instead of `name` to derive the name from the server's addresses. Placeholders: `{ip_octets}` (last three octets), `{two_ip_octets}` and `{one_ip_octet}`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub name_template: Option<String>,
    /// Password; see the access rules in the description of this object.
    ///
    /// Constraints: none beyond the type.
    ///
    /// Sensitive: never shown by `Debug` or in validation errors.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub password: Option<BaremetalServerCreateRequestPassword>,
    /// Name of an SSH key pair created through the SSH keys endpoint. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub ssh_key_name: ::oapigen_runtime::Nullable<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub tags: Option<TagMap>,
    /// Base64-encoded initialisation data; see the access rules in the description of this object.
    ///
    /// Format: `byte`.
    ///
    /// Sensitive: never shown by `Debug` or in validation errors.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub user_data: Option<::oapigen_runtime::Byte>,
    /// User name; see the access rules in the description of this object.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub username: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for BaremetalServerCreateRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            flavor: object.required("flavor")?,
            interfaces: object.optional("interfaces")?,
            app_config: object.nullable("app_config")?,
            apptemplate_id: object.optional("apptemplate_id")?,
            ddos_profile: object.optional("ddos_profile")?,
            image_id: object.optional("image_id")?,
            name: object.optional("name")?,
            name_template: object.optional("name_template")?,
            password: object.optional_secret("password")?,
            ssh_key_name: object.nullable("ssh_key_name")?,
            tags: object.optional("tags")?,
            user_data: object.optional_secret("user_data")?,
            username: object.optional("username")?,
        })
    }
}
impl ::std::fmt::Debug for BaremetalServerCreateRequest {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("BaremetalServerCreateRequest")
            .field("flavor", &self.flavor)
            .field("interfaces", &self.interfaces)
            .field("app_config", &self.app_config)
            .field("apptemplate_id", &self.apptemplate_id)
            .field("ddos_profile", &self.ddos_profile)
            .field("image_id", &self.image_id)
            .field("name", &self.name)
            .field("name_template", &self.name_template)
            .field("password", &::oapigen_runtime::Redacted)
            .field("ssh_key_name", &self.ssh_key_name)
            .field("tags", &self.tags)
            .field("user_data", &::oapigen_runtime::Redacted)
            .field("username", &self.username)
            .finish()
    }
}
impl ::oapigen_runtime::Validate for BaremetalServerCreateRequest {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        'field: {
            let Some(v) = &self.interfaces else {
                break 'field;
            };
            let p = &path.key("interfaces");
            ::oapigen_runtime::check::min_items(out, p, v.len(), 1u64);
            for (i1, item1) in v.iter().enumerate() {
                let p1 = &p.index(i1);
                ::oapigen_runtime::Validate::validate_at(item1, p1, out);
            }
        }
        out.sensitive(|out| ::oapigen_runtime::Validate::validate_at(
            &self.password,
            &path.key("password"),
            out,
        ));
        ::oapigen_runtime::Validate::validate_at(&self.tags, &path.key("tags"), out);
        out.sensitive(|out| ::oapigen_runtime::Validate::validate_at(
            &self.user_data,
            &path.key("user_data"),
            out,
        ));
        ::oapigen_runtime::check::at_least_one_of(
            out,
            path,
            &[
                ("image_id", self.image_id.is_some()),
                ("apptemplate_id", self.apptemplate_id.is_some()),
            ],
        );
    }
}
/// Builder for [`BaremetalServerCreateRequest`](struct@BaremetalServerCreateRequest): set members, then [`build`](BaremetalServerCreateRequestBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct BaremetalServerCreateRequestBuilder {
    flavor: Option<String>,
    interfaces: Option<Vec<BaremetalInterface>>,
    app_config: ::oapigen_runtime::Nullable<
        ::std::collections::BTreeMap<String, ::serde_json::Value>,
    >,
    apptemplate_id: Option<String>,
    ddos_profile: Option<bool>,
    image_id: Option<String>,
    name: Option<String>,
    name_template: Option<String>,
    password: Option<BaremetalServerCreateRequestPassword>,
    ssh_key_name: ::oapigen_runtime::Nullable<String>,
    tags: Option<TagMap>,
    user_data: Option<::oapigen_runtime::Byte>,
    username: Option<String>,
}
impl ::std::fmt::Debug for BaremetalServerCreateRequestBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("BaremetalServerCreateRequestBuilder")
            .field("flavor", &self.flavor)
            .field("interfaces", &self.interfaces)
            .field("app_config", &self.app_config)
            .field("apptemplate_id", &self.apptemplate_id)
            .field("ddos_profile", &self.ddos_profile)
            .field("image_id", &self.image_id)
            .field("name", &self.name)
            .field("name_template", &self.name_template)
            .field("password", &::oapigen_runtime::Redacted)
            .field("ssh_key_name", &self.ssh_key_name)
            .field("tags", &self.tags)
            .field("user_data", &::oapigen_runtime::Redacted)
            .field("username", &self.username)
            .finish()
    }
}
impl BaremetalServerCreateRequest {
    /// A builder for [`BaremetalServerCreateRequest`](struct@BaremetalServerCreateRequest).
    pub fn builder() -> BaremetalServerCreateRequestBuilder {
        <BaremetalServerCreateRequestBuilder as Default>::default()
    }
}
impl BaremetalServerCreateRequestBuilder {
    /// Flavor of the server.
    pub fn flavor(mut self, value: impl Into<String>) -> Self {
        self.flavor = Some(value.into());
        self
    }
    /// Network interfaces: private, public or both. When none is given the server is attached to the default external network. (The reference SDKs treat this field as required; the interface specification allows leaving it out, which is followed here.)
    pub fn interfaces(mut self, value: impl Into<Vec<BaremetalInterface>>) -> Self {
        self.interfaces = Some(value.into());
        self
    }
    /// Parameters of the application template, when the server is created from one. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn app_config(
        mut self,
        value: impl Into<::std::collections::BTreeMap<String, ::serde_json::Value>>,
    ) -> Self {
        self.app_config = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `app_config` as JSON `null`.
    pub fn app_config_null(mut self) -> Self {
        self.app_config = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Application template to create the server from; either this or `image_id` is required.
    pub fn apptemplate_id(mut self, value: impl Into<String>) -> Self {
        self.apptemplate_id = Some(value.into());
        self
    }
    /// Switch for advanced DDoS protection. The interface specification describes this as a boolean and does not name it; the name comes from the reference, whose SDKs send an object (`profile_template`, `fields`) here instead. The interface specification's type is used; see spec/README.md.
    ///
    /// Source: reference.
    pub fn ddos_profile(mut self, value: impl Into<bool>) -> Self {
        self.ddos_profile = Some(value.into());
        self
    }
    /// Image to create the server from; either this or `apptemplate_id` is required.
    pub fn image_id(mut self, value: impl Into<String>) -> Self {
        self.image_id = Some(value.into());
        self
    }
    /// Server name.
    pub fn name(mut self, value: impl Into<String>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Used instead of `name` to derive the name from the server's addresses. Placeholders: `{ip_octets}` (last three octets), `{two_ip_octets}` and `{one_ip_octet}`.
    pub fn name_template(mut self, value: impl Into<String>) -> Self {
        self.name_template = Some(value.into());
        self
    }
    /// Password; see the access rules in the description of this object.
    pub fn password(
        mut self,
        value: impl Into<BaremetalServerCreateRequestPassword>,
    ) -> Self {
        self.password = Some(value.into());
        self
    }
    /// Name of an SSH key pair created through the SSH keys endpoint. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn ssh_key_name(mut self, value: impl Into<String>) -> Self {
        self.ssh_key_name = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `ssh_key_name` as JSON `null`.
    pub fn ssh_key_name_null(mut self) -> Self {
        self.ssh_key_name = ::oapigen_runtime::Nullable::Null;
        self
    }
    pub fn tags(mut self, value: impl Into<TagMap>) -> Self {
        self.tags = Some(value.into());
        self
    }
    /// Base64-encoded initialisation data; see the access rules in the description of this object.
    pub fn user_data(mut self, value: impl Into<::oapigen_runtime::Byte>) -> Self {
        self.user_data = Some(value.into());
        self
    }
    /// User name; see the access rules in the description of this object.
    pub fn username(mut self, value: impl Into<String>) -> Self {
        self.username = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<BaremetalServerCreateRequest, ::oapigen_runtime::ValidationErrors> {
        match (self.flavor,) {
            (Some(flavor),) => {
                let value = BaremetalServerCreateRequest {
                    flavor,
                    interfaces: self.interfaces,
                    app_config: self.app_config,
                    apptemplate_id: self.apptemplate_id,
                    ddos_profile: self.ddos_profile,
                    image_id: self.image_id,
                    name: self.name,
                    name_template: self.name_template,
                    password: self.password,
                    ssh_key_name: self.ssh_key_name,
                    tags: self.tags,
                    user_data: self.user_data,
                    username: self.username,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (flavor,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("flavor", flavor.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    BaremetalServerCreateRequest, super::schema::SCHEMAS, super::schema::SLOTS, 89
);
/// A network interface of a new bare metal server, selected by `type`. The interface specification shows the `external` kind; the other kinds come from the reference.
///
/// Selected by the `type` member.
#[derive(Clone, Debug, PartialEq)]
pub enum BaremetalInterface {
    /// `external`
    External(BaremetalExternalInterface),
    /// `subnet`
    Subnet(BaremetalSubnetInterface),
    /// `any_subnet`
    AnySubnet(BaremetalAnySubnetInterface),
    /// `reserved_fixed_ip`
    ReservedFixedIp(BaremetalReservedFixedIpInterface),
    /// A variant this client does not know (a newer server), kept as received;
    /// `validate()` rejects it in requests.
    Unknown(::serde_json::Value),
}
impl ::serde::Serialize for BaremetalInterface {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match self {
            Self::External(value) => ::serde::Serialize::serialize(value, serializer),
            Self::Subnet(value) => ::serde::Serialize::serialize(value, serializer),
            Self::AnySubnet(value) => ::serde::Serialize::serialize(value, serializer),
            Self::ReservedFixedIp(value) => {
                ::serde::Serialize::serialize(value, serializer)
            }
            Self::Unknown(value) => ::serde::Serialize::serialize(value, serializer),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for BaremetalInterface {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        match value.get("type").and_then(::serde_json::Value::as_str) {
            Some("external") => {
                ::serde_json::from_value(value)
                    .map(Self::External)
                    .map_err(::serde::de::Error::custom)
            }
            Some("subnet") => {
                ::serde_json::from_value(value)
                    .map(Self::Subnet)
                    .map_err(::serde::de::Error::custom)
            }
            Some("any_subnet") => {
                ::serde_json::from_value(value)
                    .map(Self::AnySubnet)
                    .map_err(::serde::de::Error::custom)
            }
            Some("reserved_fixed_ip") => {
                ::serde_json::from_value(value)
                    .map(Self::ReservedFixedIp)
                    .map_err(::serde::de::Error::custom)
            }
            _ => Ok(Self::Unknown(value)),
        }
    }
}
impl ::oapigen_runtime::Validate for BaremetalInterface {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        match self {
            Self::External(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Subnet(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::AnySubnet(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::ReservedFixedIp(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Unknown(value) => {
                out.push(
                    path,
                    "discriminator",
                    "`type` must be one of: external, subnet, any_subnet, reserved_fixed_ip",
                    || value.get("type").map(|t| t.to_string()).unwrap_or_default(),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    BaremetalInterface, super::schema::SCHEMAS, super::schema::SLOTS, 90
);
/// Interface in the external (public) network.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct BaremetalExternalInterface {
    /// Constraints: exactly `"external"`.
    pub r#type: BaremetalExternalInterfaceType,
    /// Name of the interface.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub interface_name: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ip_family: Option<InterfaceIpFamily>,
    /// Port group of the interface (from the reference).
    ///
    /// Source: reference.
    ///
    /// Constraints: at least 0, at most 3.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub port_group: Option<BaremetalExternalInterfacePortGroup>,
}
impl<'de> ::serde::Deserialize<'de> for BaremetalExternalInterface {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            r#type: object.required("type")?,
            interface_name: object.optional("interface_name")?,
            ip_family: object.optional("ip_family")?,
            port_group: object.optional("port_group")?,
        })
    }
}
impl ::oapigen_runtime::Validate for BaremetalExternalInterface {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.r#type, &path.key("type"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.ip_family,
            &path.key("ip_family"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.port_group,
            &path.key("port_group"),
            out,
        );
    }
}
/// Builder for [`BaremetalExternalInterface`](struct@BaremetalExternalInterface): set members, then [`build`](BaremetalExternalInterfaceBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct BaremetalExternalInterfaceBuilder {
    r#type: Option<BaremetalExternalInterfaceType>,
    interface_name: Option<String>,
    ip_family: Option<InterfaceIpFamily>,
    port_group: Option<BaremetalExternalInterfacePortGroup>,
}
impl BaremetalExternalInterface {
    /// A builder for [`BaremetalExternalInterface`](struct@BaremetalExternalInterface).
    pub fn builder() -> BaremetalExternalInterfaceBuilder {
        <BaremetalExternalInterfaceBuilder as Default>::default()
    }
}
impl BaremetalExternalInterfaceBuilder {
    pub fn r#type(mut self, value: impl Into<BaremetalExternalInterfaceType>) -> Self {
        self.r#type = Some(value.into());
        self
    }
    /// Name of the interface.
    pub fn interface_name(mut self, value: impl Into<String>) -> Self {
        self.interface_name = Some(value.into());
        self
    }
    pub fn ip_family(mut self, value: impl Into<InterfaceIpFamily>) -> Self {
        self.ip_family = Some(value.into());
        self
    }
    /// Port group of the interface (from the reference).
    ///
    /// Source: reference.
    pub fn port_group(
        mut self,
        value: impl Into<BaremetalExternalInterfacePortGroup>,
    ) -> Self {
        self.port_group = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<BaremetalExternalInterface, ::oapigen_runtime::ValidationErrors> {
        let value = BaremetalExternalInterface {
            r#type: self.r#type.unwrap_or_default(),
            interface_name: self.interface_name,
            ip_family: self.ip_family,
            port_group: self.port_group,
        };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    BaremetalExternalInterface, super::schema::SCHEMAS, super::schema::SLOTS, 91
);
/// Constraints: exactly `"external"`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct BaremetalExternalInterfaceType(String);
impl BaremetalExternalInterfaceType {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "external");
    }
}
::oapigen_runtime::newtype!(string BaremetalExternalInterfaceType);
impl Default for BaremetalExternalInterfaceType {
    fn default() -> Self {
        Self(String::from("external"))
    }
}
::oapigen_runtime::validate_json!(
    BaremetalExternalInterfaceType, super::schema::SCHEMAS, super::schema::SLOTS, 92
);
/// Port group of the interface (from the reference).
///
/// Source: reference.
///
/// Constraints: at least 0, at most 3.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct BaremetalExternalInterfacePortGroup(i64);
impl BaremetalExternalInterfacePortGroup {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 3i64);
    }
}
::oapigen_runtime::newtype!(copy BaremetalExternalInterfacePortGroup(i64));
::oapigen_runtime::validate_json!(
    BaremetalExternalInterfacePortGroup, super::schema::SCHEMAS, super::schema::SLOTS, 93
);
/// Interface in a given subnet (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct BaremetalSubnetInterface {
    /// Constraints: exactly `"subnet"`.
    pub r#type: BaremetalSubnetInterfaceType,
    /// Network of the interface.
    pub network_id: String,
    /// Subnet of the interface.
    pub subnet_id: String,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub floating_ip: Option<FloatingIp>,
    /// Name of the interface.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub interface_name: Option<String>,
    /// Port group of the interface.
    ///
    /// Constraints: at least 0, at most 3.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub port_group: Option<BaremetalSubnetInterfacePortGroup>,
}
impl<'de> ::serde::Deserialize<'de> for BaremetalSubnetInterface {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            r#type: object.required("type")?,
            network_id: object.required("network_id")?,
            subnet_id: object.required("subnet_id")?,
            floating_ip: object.optional("floating_ip")?,
            interface_name: object.optional("interface_name")?,
            port_group: object.optional("port_group")?,
        })
    }
}
impl ::oapigen_runtime::Validate for BaremetalSubnetInterface {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.r#type, &path.key("type"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.floating_ip,
            &path.key("floating_ip"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.port_group,
            &path.key("port_group"),
            out,
        );
    }
}
/// Builder for [`BaremetalSubnetInterface`](struct@BaremetalSubnetInterface): set members, then [`build`](BaremetalSubnetInterfaceBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct BaremetalSubnetInterfaceBuilder {
    r#type: Option<BaremetalSubnetInterfaceType>,
    network_id: Option<String>,
    subnet_id: Option<String>,
    floating_ip: Option<FloatingIp>,
    interface_name: Option<String>,
    port_group: Option<BaremetalSubnetInterfacePortGroup>,
}
impl BaremetalSubnetInterface {
    /// A builder for [`BaremetalSubnetInterface`](struct@BaremetalSubnetInterface).
    pub fn builder() -> BaremetalSubnetInterfaceBuilder {
        <BaremetalSubnetInterfaceBuilder as Default>::default()
    }
}
impl BaremetalSubnetInterfaceBuilder {
    pub fn r#type(mut self, value: impl Into<BaremetalSubnetInterfaceType>) -> Self {
        self.r#type = Some(value.into());
        self
    }
    /// Network of the interface.
    pub fn network_id(mut self, value: impl Into<String>) -> Self {
        self.network_id = Some(value.into());
        self
    }
    /// Subnet of the interface.
    pub fn subnet_id(mut self, value: impl Into<String>) -> Self {
        self.subnet_id = Some(value.into());
        self
    }
    pub fn floating_ip(mut self, value: impl Into<FloatingIp>) -> Self {
        self.floating_ip = Some(value.into());
        self
    }
    /// Name of the interface.
    pub fn interface_name(mut self, value: impl Into<String>) -> Self {
        self.interface_name = Some(value.into());
        self
    }
    /// Port group of the interface.
    pub fn port_group(
        mut self,
        value: impl Into<BaremetalSubnetInterfacePortGroup>,
    ) -> Self {
        self.port_group = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<BaremetalSubnetInterface, ::oapigen_runtime::ValidationErrors> {
        match (self.network_id, self.subnet_id) {
            (Some(network_id), Some(subnet_id)) => {
                let value = BaremetalSubnetInterface {
                    r#type: self.r#type.unwrap_or_default(),
                    network_id,
                    subnet_id,
                    floating_ip: self.floating_ip,
                    interface_name: self.interface_name,
                    port_group: self.port_group,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (network_id, subnet_id) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("network_id", network_id.is_some()),
                            ("subnet_id", subnet_id.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    BaremetalSubnetInterface, super::schema::SCHEMAS, super::schema::SLOTS, 94
);
/// Constraints: exactly `"subnet"`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct BaremetalSubnetInterfaceType(String);
impl BaremetalSubnetInterfaceType {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "subnet");
    }
}
::oapigen_runtime::newtype!(string BaremetalSubnetInterfaceType);
impl Default for BaremetalSubnetInterfaceType {
    fn default() -> Self {
        Self(String::from("subnet"))
    }
}
::oapigen_runtime::validate_json!(
    BaremetalSubnetInterfaceType, super::schema::SCHEMAS, super::schema::SLOTS, 95
);
/// Floating IP configuration, selected by `source`. The interface specification shows the `existing` source; `new` comes from the reference.
///
/// Selected by the `source` member.
#[derive(Clone, Debug, PartialEq)]
pub enum FloatingIp {
    /// `new`
    New(FloatingIpNew),
    /// `existing`
    Existing(FloatingIpExisting),
    /// A variant this client does not know (a newer server), kept as received;
    /// `validate()` rejects it in requests.
    Unknown(::serde_json::Value),
}
impl ::serde::Serialize for FloatingIp {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match self {
            Self::New(value) => ::serde::Serialize::serialize(value, serializer),
            Self::Existing(value) => ::serde::Serialize::serialize(value, serializer),
            Self::Unknown(value) => ::serde::Serialize::serialize(value, serializer),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for FloatingIp {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        match value.get("source").and_then(::serde_json::Value::as_str) {
            Some("new") => {
                ::serde_json::from_value(value)
                    .map(Self::New)
                    .map_err(::serde::de::Error::custom)
            }
            Some("existing") => {
                ::serde_json::from_value(value)
                    .map(Self::Existing)
                    .map_err(::serde::de::Error::custom)
            }
            _ => Ok(Self::Unknown(value)),
        }
    }
}
impl ::oapigen_runtime::Validate for FloatingIp {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        match self {
            Self::New(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Existing(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Unknown(value) => {
                out.push(
                    path,
                    "discriminator",
                    "`source` must be one of: new, existing",
                    || value.get("source").map(|t| t.to_string()).unwrap_or_default(),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    FloatingIp, super::schema::SCHEMAS, super::schema::SLOTS, 96
);
/// Allocate a new floating IP (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct FloatingIpNew {
    /// Constraints: exactly `"new"`.
    pub source: FloatingIpNewSource,
}
impl<'de> ::serde::Deserialize<'de> for FloatingIpNew {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            source: object.required("source")?,
        })
    }
}
impl ::oapigen_runtime::Validate for FloatingIpNew {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.source, &path.key("source"), out);
    }
}
/// Builder for [`FloatingIpNew`](struct@FloatingIpNew): set members, then [`build`](FloatingIpNewBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct FloatingIpNewBuilder {
    source: Option<FloatingIpNewSource>,
}
impl FloatingIpNew {
    /// A builder for [`FloatingIpNew`](struct@FloatingIpNew).
    pub fn builder() -> FloatingIpNewBuilder {
        <FloatingIpNewBuilder as Default>::default()
    }
}
impl FloatingIpNewBuilder {
    pub fn source(mut self, value: impl Into<FloatingIpNewSource>) -> Self {
        self.source = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<FloatingIpNew, ::oapigen_runtime::ValidationErrors> {
        let value = FloatingIpNew {
            source: self.source.unwrap_or_default(),
        };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    FloatingIpNew, super::schema::SCHEMAS, super::schema::SLOTS, 97
);
/// Constraints: exactly `"new"`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct FloatingIpNewSource(String);
impl FloatingIpNewSource {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "new");
    }
}
::oapigen_runtime::newtype!(string FloatingIpNewSource);
impl Default for FloatingIpNewSource {
    fn default() -> Self {
        Self(String::from("new"))
    }
}
::oapigen_runtime::validate_json!(
    FloatingIpNewSource, super::schema::SCHEMAS, super::schema::SLOTS, 98
);
/// Use an existing floating IP.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct FloatingIpExisting {
    /// Constraints: exactly `"existing"`.
    pub source: FloatingIpExistingSource,
    /// The floating IP to use.
    ///
    /// Format: `uuid`.
    pub existing_floating_id: ::oapigen_runtime::Uuid,
}
impl<'de> ::serde::Deserialize<'de> for FloatingIpExisting {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            source: object.required("source")?,
            existing_floating_id: object.required("existing_floating_id")?,
        })
    }
}
impl ::oapigen_runtime::Validate for FloatingIpExisting {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.source, &path.key("source"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.existing_floating_id,
            &path.key("existing_floating_id"),
            out,
        );
    }
}
/// Builder for [`FloatingIpExisting`](struct@FloatingIpExisting): set members, then [`build`](FloatingIpExistingBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct FloatingIpExistingBuilder {
    source: Option<FloatingIpExistingSource>,
    existing_floating_id: Option<::oapigen_runtime::Uuid>,
}
impl FloatingIpExisting {
    /// A builder for [`FloatingIpExisting`](struct@FloatingIpExisting).
    pub fn builder() -> FloatingIpExistingBuilder {
        <FloatingIpExistingBuilder as Default>::default()
    }
}
impl FloatingIpExistingBuilder {
    pub fn source(mut self, value: impl Into<FloatingIpExistingSource>) -> Self {
        self.source = Some(value.into());
        self
    }
    /// The floating IP to use.
    pub fn existing_floating_id(
        mut self,
        value: impl Into<::oapigen_runtime::Uuid>,
    ) -> Self {
        self.existing_floating_id = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<FloatingIpExisting, ::oapigen_runtime::ValidationErrors> {
        match (self.existing_floating_id,) {
            (Some(existing_floating_id),) => {
                let value = FloatingIpExisting {
                    source: self.source.unwrap_or_default(),
                    existing_floating_id,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (existing_floating_id,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("existing_floating_id", existing_floating_id.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    FloatingIpExisting, super::schema::SCHEMAS, super::schema::SLOTS, 99
);
/// Constraints: exactly `"existing"`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct FloatingIpExistingSource(String);
impl FloatingIpExistingSource {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "existing");
    }
}
::oapigen_runtime::newtype!(string FloatingIpExistingSource);
impl Default for FloatingIpExistingSource {
    fn default() -> Self {
        Self(String::from("existing"))
    }
}
::oapigen_runtime::validate_json!(
    FloatingIpExistingSource, super::schema::SCHEMAS, super::schema::SLOTS, 100
);
/// Port group of the interface.
///
/// Constraints: at least 0, at most 3.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct BaremetalSubnetInterfacePortGroup(i64);
impl BaremetalSubnetInterfacePortGroup {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 3i64);
    }
}
::oapigen_runtime::newtype!(copy BaremetalSubnetInterfacePortGroup(i64));
::oapigen_runtime::validate_json!(
    BaremetalSubnetInterfacePortGroup, super::schema::SCHEMAS, super::schema::SLOTS, 101
);
/// Interface in any subnet of a network (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct BaremetalAnySubnetInterface {
    /// Constraints: exactly `"any_subnet"`.
    pub r#type: BaremetalAnySubnetInterfaceType,
    /// Network of the interface.
    pub network_id: String,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub floating_ip: Option<FloatingIp>,
    /// Name of the interface.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub interface_name: Option<String>,
    /// Address to request in the network.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ip_address: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ip_family: Option<InterfaceIpFamily>,
    /// Port group of the interface.
    ///
    /// Constraints: at least 0, at most 3.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub port_group: Option<BaremetalAnySubnetInterfacePortGroup>,
}
impl<'de> ::serde::Deserialize<'de> for BaremetalAnySubnetInterface {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            r#type: object.required("type")?,
            network_id: object.required("network_id")?,
            floating_ip: object.optional("floating_ip")?,
            interface_name: object.optional("interface_name")?,
            ip_address: object.optional("ip_address")?,
            ip_family: object.optional("ip_family")?,
            port_group: object.optional("port_group")?,
        })
    }
}
impl ::oapigen_runtime::Validate for BaremetalAnySubnetInterface {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.r#type, &path.key("type"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.floating_ip,
            &path.key("floating_ip"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.ip_family,
            &path.key("ip_family"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.port_group,
            &path.key("port_group"),
            out,
        );
    }
}
/// Builder for [`BaremetalAnySubnetInterface`](struct@BaremetalAnySubnetInterface): set members, then [`build`](BaremetalAnySubnetInterfaceBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct BaremetalAnySubnetInterfaceBuilder {
    r#type: Option<BaremetalAnySubnetInterfaceType>,
    network_id: Option<String>,
    floating_ip: Option<FloatingIp>,
    interface_name: Option<String>,
    ip_address: Option<String>,
    ip_family: Option<InterfaceIpFamily>,
    port_group: Option<BaremetalAnySubnetInterfacePortGroup>,
}
impl BaremetalAnySubnetInterface {
    /// A builder for [`BaremetalAnySubnetInterface`](struct@BaremetalAnySubnetInterface).
    pub fn builder() -> BaremetalAnySubnetInterfaceBuilder {
        <BaremetalAnySubnetInterfaceBuilder as Default>::default()
    }
}
impl BaremetalAnySubnetInterfaceBuilder {
    pub fn r#type(mut self, value: impl Into<BaremetalAnySubnetInterfaceType>) -> Self {
        self.r#type = Some(value.into());
        self
    }
    /// Network of the interface.
    pub fn network_id(mut self, value: impl Into<String>) -> Self {
        self.network_id = Some(value.into());
        self
    }
    pub fn floating_ip(mut self, value: impl Into<FloatingIp>) -> Self {
        self.floating_ip = Some(value.into());
        self
    }
    /// Name of the interface.
    pub fn interface_name(mut self, value: impl Into<String>) -> Self {
        self.interface_name = Some(value.into());
        self
    }
    /// Address to request in the network.
    pub fn ip_address(mut self, value: impl Into<String>) -> Self {
        self.ip_address = Some(value.into());
        self
    }
    pub fn ip_family(mut self, value: impl Into<InterfaceIpFamily>) -> Self {
        self.ip_family = Some(value.into());
        self
    }
    /// Port group of the interface.
    pub fn port_group(
        mut self,
        value: impl Into<BaremetalAnySubnetInterfacePortGroup>,
    ) -> Self {
        self.port_group = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<BaremetalAnySubnetInterface, ::oapigen_runtime::ValidationErrors> {
        match (self.network_id,) {
            (Some(network_id),) => {
                let value = BaremetalAnySubnetInterface {
                    r#type: self.r#type.unwrap_or_default(),
                    network_id,
                    floating_ip: self.floating_ip,
                    interface_name: self.interface_name,
                    ip_address: self.ip_address,
                    ip_family: self.ip_family,
                    port_group: self.port_group,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (network_id,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("network_id", network_id.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    BaremetalAnySubnetInterface, super::schema::SCHEMAS, super::schema::SLOTS, 102
);
/// Constraints: exactly `"any_subnet"`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct BaremetalAnySubnetInterfaceType(String);
impl BaremetalAnySubnetInterfaceType {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "any_subnet");
    }
}
::oapigen_runtime::newtype!(string BaremetalAnySubnetInterfaceType);
impl Default for BaremetalAnySubnetInterfaceType {
    fn default() -> Self {
        Self(String::from("any_subnet"))
    }
}
::oapigen_runtime::validate_json!(
    BaremetalAnySubnetInterfaceType, super::schema::SCHEMAS, super::schema::SLOTS, 103
);
/// Port group of the interface.
///
/// Constraints: at least 0, at most 3.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct BaremetalAnySubnetInterfacePortGroup(i64);
impl BaremetalAnySubnetInterfacePortGroup {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 3i64);
    }
}
::oapigen_runtime::newtype!(copy BaremetalAnySubnetInterfacePortGroup(i64));
::oapigen_runtime::validate_json!(
    BaremetalAnySubnetInterfacePortGroup, super::schema::SCHEMAS, super::schema::SLOTS,
    104
);
/// Interface on a reserved fixed IP port (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct BaremetalReservedFixedIpInterface {
    /// Constraints: exactly `"reserved_fixed_ip"`.
    pub r#type: BaremetalReservedFixedIpInterfaceType,
    /// Reserved fixed IP port.
    pub port_id: String,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub floating_ip: Option<FloatingIp>,
    /// Name of the interface.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub interface_name: Option<String>,
    /// Port group of the interface.
    ///
    /// Constraints: at least 0, at most 3.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub port_group: Option<BaremetalReservedFixedIpInterfacePortGroup>,
}
impl<'de> ::serde::Deserialize<'de> for BaremetalReservedFixedIpInterface {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            r#type: object.required("type")?,
            port_id: object.required("port_id")?,
            floating_ip: object.optional("floating_ip")?,
            interface_name: object.optional("interface_name")?,
            port_group: object.optional("port_group")?,
        })
    }
}
impl ::oapigen_runtime::Validate for BaremetalReservedFixedIpInterface {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.r#type, &path.key("type"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.floating_ip,
            &path.key("floating_ip"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.port_group,
            &path.key("port_group"),
            out,
        );
    }
}
/// Builder for [`BaremetalReservedFixedIpInterface`](struct@BaremetalReservedFixedIpInterface): set members, then [`build`](BaremetalReservedFixedIpInterfaceBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct BaremetalReservedFixedIpInterfaceBuilder {
    r#type: Option<BaremetalReservedFixedIpInterfaceType>,
    port_id: Option<String>,
    floating_ip: Option<FloatingIp>,
    interface_name: Option<String>,
    port_group: Option<BaremetalReservedFixedIpInterfacePortGroup>,
}
impl BaremetalReservedFixedIpInterface {
    /// A builder for [`BaremetalReservedFixedIpInterface`](struct@BaremetalReservedFixedIpInterface).
    pub fn builder() -> BaremetalReservedFixedIpInterfaceBuilder {
        <BaremetalReservedFixedIpInterfaceBuilder as Default>::default()
    }
}
impl BaremetalReservedFixedIpInterfaceBuilder {
    pub fn r#type(
        mut self,
        value: impl Into<BaremetalReservedFixedIpInterfaceType>,
    ) -> Self {
        self.r#type = Some(value.into());
        self
    }
    /// Reserved fixed IP port.
    pub fn port_id(mut self, value: impl Into<String>) -> Self {
        self.port_id = Some(value.into());
        self
    }
    pub fn floating_ip(mut self, value: impl Into<FloatingIp>) -> Self {
        self.floating_ip = Some(value.into());
        self
    }
    /// Name of the interface.
    pub fn interface_name(mut self, value: impl Into<String>) -> Self {
        self.interface_name = Some(value.into());
        self
    }
    /// Port group of the interface.
    pub fn port_group(
        mut self,
        value: impl Into<BaremetalReservedFixedIpInterfacePortGroup>,
    ) -> Self {
        self.port_group = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<BaremetalReservedFixedIpInterface, ::oapigen_runtime::ValidationErrors> {
        match (self.port_id,) {
            (Some(port_id),) => {
                let value = BaremetalReservedFixedIpInterface {
                    r#type: self.r#type.unwrap_or_default(),
                    port_id,
                    floating_ip: self.floating_ip,
                    interface_name: self.interface_name,
                    port_group: self.port_group,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (port_id,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("port_id", port_id.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    BaremetalReservedFixedIpInterface, super::schema::SCHEMAS, super::schema::SLOTS, 105
);
/// Constraints: exactly `"reserved_fixed_ip"`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct BaremetalReservedFixedIpInterfaceType(String);
impl BaremetalReservedFixedIpInterfaceType {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "reserved_fixed_ip");
    }
}
::oapigen_runtime::newtype!(string BaremetalReservedFixedIpInterfaceType);
impl Default for BaremetalReservedFixedIpInterfaceType {
    fn default() -> Self {
        Self(String::from("reserved_fixed_ip"))
    }
}
::oapigen_runtime::validate_json!(
    BaremetalReservedFixedIpInterfaceType, super::schema::SCHEMAS, super::schema::SLOTS,
    106
);
/// Port group of the interface.
///
/// Constraints: at least 0, at most 3.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct BaremetalReservedFixedIpInterfacePortGroup(i64);
impl BaremetalReservedFixedIpInterfacePortGroup {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 3i64);
    }
}
::oapigen_runtime::newtype!(copy BaremetalReservedFixedIpInterfacePortGroup(i64));
::oapigen_runtime::validate_json!(
    BaremetalReservedFixedIpInterfacePortGroup, super::schema::SCHEMAS,
    super::schema::SLOTS, 107
);
/// Password; see the access rules in the description of this object.
///
/// Constraints: none beyond the type.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct BaremetalServerCreateRequestPassword(String);
impl BaremetalServerCreateRequestPassword {
    fn check(
        _value: &str,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {}
}
::oapigen_runtime::newtype!(string BaremetalServerCreateRequestPassword, sensitive);
::oapigen_runtime::validate_json!(
    BaremetalServerCreateRequestPassword, super::schema::SCHEMAS, super::schema::SLOTS,
    108
);
/// One price. The reference reports that price values may arrive as strings as well as numbers; the interface specification says number, which is used here.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PriceItem {
    /// Three-letter currency code; the full set of values is not published.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub currency_code: Option<String>,
    /// Discount in percent.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub discount_percent: Option<f64>,
    /// Price per hour.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub price_per_hour: Option<f64>,
    /// Price per month.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub price_per_month: Option<f64>,
    /// Whether the price can be shown (values from the reference).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub price_status: Option<PriceItemPriceStatus>,
    /// Monthly price before the discount.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub price_without_discount_per_month: Option<f64>,
    /// Tax in percent.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub tax_percent: Option<f64>,
}
impl<'de> ::serde::Deserialize<'de> for PriceItem {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            currency_code: object.optional("currency_code")?,
            discount_percent: object.optional("discount_percent")?,
            price_per_hour: object.optional("price_per_hour")?,
            price_per_month: object.optional("price_per_month")?,
            price_status: object.optional("price_status")?,
            price_without_discount_per_month: object
                .optional("price_without_discount_per_month")?,
            tax_percent: object.optional("tax_percent")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PriceItem {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.price_status,
            &path.key("price_status"),
            out,
        );
    }
}
::oapigen_runtime::validate_json!(
    PriceItem, super::schema::SCHEMAS, super::schema::SLOTS, 109
);
/// Whether the price can be shown (values from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum PriceItemPriceStatus {
    /// `show`
    Show,
    /// `hide`
    Hide,
    /// `error`
    Error,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    PriceItemPriceStatus, [Show, Hide, Error], ["show", "hide", "error"]
);
::oapigen_runtime::validate_json!(
    PriceItemPriceStatus, super::schema::SCHEMAS, super::schema::SLOTS, 110
);
/// Price breakdown of a Kubernetes cluster.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct K8sClusterPrice {
    /// Prices of the instances.
    pub instances: Vec<PriceItem>,
    /// Prices of the public IPs.
    pub publicips: Vec<PriceItem>,
    pub total_price: PriceItem,
    /// Prices of the volumes.
    pub volumes: Vec<PriceItem>,
}
impl<'de> ::serde::Deserialize<'de> for K8sClusterPrice {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            instances: object.required("instances")?,
            publicips: object.required("publicips")?,
            total_price: object.required("total_price")?,
            volumes: object.required("volumes")?,
        })
    }
}
impl ::oapigen_runtime::Validate for K8sClusterPrice {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.instances,
            &path.key("instances"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.publicips,
            &path.key("publicips"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.total_price,
            &path.key("total_price"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.volumes,
            &path.key("volumes"),
            out,
        );
    }
}
::oapigen_runtime::validate_json!(
    K8sClusterPrice, super::schema::SCHEMAS, super::schema::SLOTS, 111
);
/// A new GPU cluster of one or more servers. Most field names come from the reference. `user_data` must not be sent together with `username` or `password`; `username` (Linux only) may be sent with `password`. `password` is the Admin password on Windows, or the password of the default or new user on Linux.
///
/// Source: reference.
///
/// Rules checked by `validate()`:
/// - `user_data`, `username` must not be given together.
/// - `user_data`, `password` must not be given together.
#[derive(Clone, PartialEq, ::serde::Serialize)]
pub struct GpuClusterCreateRequest {
    /// Flavor of the servers.
    pub flavor: String,
    /// Image of the servers.
    pub image_id: String,
    /// Network interfaces, at least one; private, public or both.
    ///
    /// Constraints: at least 1 items.
    pub interfaces: Vec<GpuClusterInterface>,
    /// Constraints: matching `^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$`.
    pub name: ResourceName,
    /// Number of servers in the cluster.
    ///
    /// Constraints: at least 1.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub instances_count: Option<GpuClusterCreateRequestInstancesCount>,
    /// Admin password on Windows, or password of the default or new user on Linux. Must not be sent together with `user_data`.
    ///
    /// Constraints: none beyond the type.
    ///
    /// Sensitive: never shown by `Debug` or in validation errors.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub password: Option<GpuClusterCreateRequestPassword>,
    /// Security group identifiers. The interface specification gives this as an array of uuid strings, which is used here; the reference SDKs send objects of the form `{"id": ...}` instead (see spec/README.md).
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub security_groups: Option<Vec<::oapigen_runtime::Uuid>>,
    /// Name of an SSH key pair created through the SSH keys endpoint.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ssh_key_name: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub tags: Option<TagMap>,
    /// Base64-encoded initialisation data. Must not be sent with `username` or `password`.
    ///
    /// Format: `byte`.
    ///
    /// Sensitive: never shown by `Debug` or in validation errors.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub user_data: Option<::oapigen_runtime::Byte>,
    /// Name of a new user (Linux only); may be sent with `password`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub username: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for GpuClusterCreateRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            flavor: object.required("flavor")?,
            image_id: object.required("image_id")?,
            interfaces: object.required("interfaces")?,
            name: object.required("name")?,
            instances_count: object.optional("instances_count")?,
            password: object.optional_secret("password")?,
            security_groups: object.optional("security_groups")?,
            ssh_key_name: object.optional("ssh_key_name")?,
            tags: object.optional("tags")?,
            user_data: object.optional_secret("user_data")?,
            username: object.optional("username")?,
        })
    }
}
impl ::std::fmt::Debug for GpuClusterCreateRequest {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("GpuClusterCreateRequest")
            .field("flavor", &self.flavor)
            .field("image_id", &self.image_id)
            .field("interfaces", &self.interfaces)
            .field("name", &self.name)
            .field("instances_count", &self.instances_count)
            .field("password", &::oapigen_runtime::Redacted)
            .field("security_groups", &self.security_groups)
            .field("ssh_key_name", &self.ssh_key_name)
            .field("tags", &self.tags)
            .field("user_data", &::oapigen_runtime::Redacted)
            .field("username", &self.username)
            .finish()
    }
}
impl ::oapigen_runtime::Validate for GpuClusterCreateRequest {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        {
            let v = &self.interfaces;
            let p = &path.key("interfaces");
            ::oapigen_runtime::check::min_items(out, p, v.len(), 1u64);
            for (i1, item1) in v.iter().enumerate() {
                let p1 = &p.index(i1);
                ::oapigen_runtime::Validate::validate_at(item1, p1, out);
            }
        }
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.instances_count,
            &path.key("instances_count"),
            out,
        );
        out.sensitive(|out| ::oapigen_runtime::Validate::validate_at(
            &self.password,
            &path.key("password"),
            out,
        ));
        ::oapigen_runtime::Validate::validate_at(
            &self.security_groups,
            &path.key("security_groups"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.tags, &path.key("tags"), out);
        out.sensitive(|out| ::oapigen_runtime::Validate::validate_at(
            &self.user_data,
            &path.key("user_data"),
            out,
        ));
        ::oapigen_runtime::check::mutually_exclusive(
            out,
            path,
            &[
                ("user_data", self.user_data.is_some()),
                ("username", self.username.is_some()),
            ],
        );
        ::oapigen_runtime::check::mutually_exclusive(
            out,
            path,
            &[
                ("user_data", self.user_data.is_some()),
                ("password", self.password.is_some()),
            ],
        );
    }
}
/// Builder for [`GpuClusterCreateRequest`](struct@GpuClusterCreateRequest): set members, then [`build`](GpuClusterCreateRequestBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct GpuClusterCreateRequestBuilder {
    flavor: Option<String>,
    image_id: Option<String>,
    interfaces: Option<Vec<GpuClusterInterface>>,
    name: Option<ResourceName>,
    instances_count: Option<GpuClusterCreateRequestInstancesCount>,
    password: Option<GpuClusterCreateRequestPassword>,
    security_groups: Option<Vec<::oapigen_runtime::Uuid>>,
    ssh_key_name: Option<String>,
    tags: Option<TagMap>,
    user_data: Option<::oapigen_runtime::Byte>,
    username: Option<String>,
}
impl ::std::fmt::Debug for GpuClusterCreateRequestBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("GpuClusterCreateRequestBuilder")
            .field("flavor", &self.flavor)
            .field("image_id", &self.image_id)
            .field("interfaces", &self.interfaces)
            .field("name", &self.name)
            .field("instances_count", &self.instances_count)
            .field("password", &::oapigen_runtime::Redacted)
            .field("security_groups", &self.security_groups)
            .field("ssh_key_name", &self.ssh_key_name)
            .field("tags", &self.tags)
            .field("user_data", &::oapigen_runtime::Redacted)
            .field("username", &self.username)
            .finish()
    }
}
impl GpuClusterCreateRequest {
    /// A builder for [`GpuClusterCreateRequest`](struct@GpuClusterCreateRequest).
    pub fn builder() -> GpuClusterCreateRequestBuilder {
        <GpuClusterCreateRequestBuilder as Default>::default()
    }
}
impl GpuClusterCreateRequestBuilder {
    /// Flavor of the servers.
    pub fn flavor(mut self, value: impl Into<String>) -> Self {
        self.flavor = Some(value.into());
        self
    }
    /// Image of the servers.
    pub fn image_id(mut self, value: impl Into<String>) -> Self {
        self.image_id = Some(value.into());
        self
    }
    /// Network interfaces, at least one; private, public or both.
    pub fn interfaces(mut self, value: impl Into<Vec<GpuClusterInterface>>) -> Self {
        self.interfaces = Some(value.into());
        self
    }
    pub fn name(mut self, value: impl Into<ResourceName>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Number of servers in the cluster.
    pub fn instances_count(
        mut self,
        value: impl Into<GpuClusterCreateRequestInstancesCount>,
    ) -> Self {
        self.instances_count = Some(value.into());
        self
    }
    /// Admin password on Windows, or password of the default or new user on Linux. Must not be sent together with `user_data`.
    pub fn password(
        mut self,
        value: impl Into<GpuClusterCreateRequestPassword>,
    ) -> Self {
        self.password = Some(value.into());
        self
    }
    /// Security group identifiers. The interface specification gives this as an array of uuid strings, which is used here; the reference SDKs send objects of the form `{"id": ...}` instead (see spec/README.md).
    pub fn security_groups(
        mut self,
        value: impl Into<Vec<::oapigen_runtime::Uuid>>,
    ) -> Self {
        self.security_groups = Some(value.into());
        self
    }
    /// Name of an SSH key pair created through the SSH keys endpoint.
    pub fn ssh_key_name(mut self, value: impl Into<String>) -> Self {
        self.ssh_key_name = Some(value.into());
        self
    }
    pub fn tags(mut self, value: impl Into<TagMap>) -> Self {
        self.tags = Some(value.into());
        self
    }
    /// Base64-encoded initialisation data. Must not be sent with `username` or `password`.
    pub fn user_data(mut self, value: impl Into<::oapigen_runtime::Byte>) -> Self {
        self.user_data = Some(value.into());
        self
    }
    /// Name of a new user (Linux only); may be sent with `password`.
    pub fn username(mut self, value: impl Into<String>) -> Self {
        self.username = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<GpuClusterCreateRequest, ::oapigen_runtime::ValidationErrors> {
        match (self.flavor, self.image_id, self.interfaces, self.name) {
            (Some(flavor), Some(image_id), Some(interfaces), Some(name)) => {
                let value = GpuClusterCreateRequest {
                    flavor,
                    image_id,
                    interfaces,
                    name,
                    instances_count: self.instances_count,
                    password: self.password,
                    security_groups: self.security_groups,
                    ssh_key_name: self.ssh_key_name,
                    tags: self.tags,
                    user_data: self.user_data,
                    username: self.username,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (flavor, image_id, interfaces, name) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("flavor", flavor.is_some()),
                            ("image_id", image_id.is_some()),
                            ("interfaces", interfaces.is_some()),
                            ("name", name.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    GpuClusterCreateRequest, super::schema::SCHEMAS, super::schema::SLOTS, 112
);
/// A network interface of a GPU cluster server, selected by `type`. The interface specification shows the `subnet` kind; the other kinds come from the reference.
///
/// Selected by the `type` member.
#[derive(Clone, Debug, PartialEq)]
pub enum GpuClusterInterface {
    /// `external`
    External(GpuClusterExternalInterface),
    /// `subnet`
    Subnet(GpuClusterSubnetInterface),
    /// `any_subnet`
    AnySubnet(GpuClusterAnySubnetInterface),
    /// A variant this client does not know (a newer server), kept as received;
    /// `validate()` rejects it in requests.
    Unknown(::serde_json::Value),
}
impl ::serde::Serialize for GpuClusterInterface {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match self {
            Self::External(value) => ::serde::Serialize::serialize(value, serializer),
            Self::Subnet(value) => ::serde::Serialize::serialize(value, serializer),
            Self::AnySubnet(value) => ::serde::Serialize::serialize(value, serializer),
            Self::Unknown(value) => ::serde::Serialize::serialize(value, serializer),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for GpuClusterInterface {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        match value.get("type").and_then(::serde_json::Value::as_str) {
            Some("external") => {
                ::serde_json::from_value(value)
                    .map(Self::External)
                    .map_err(::serde::de::Error::custom)
            }
            Some("subnet") => {
                ::serde_json::from_value(value)
                    .map(Self::Subnet)
                    .map_err(::serde::de::Error::custom)
            }
            Some("any_subnet") => {
                ::serde_json::from_value(value)
                    .map(Self::AnySubnet)
                    .map_err(::serde::de::Error::custom)
            }
            _ => Ok(Self::Unknown(value)),
        }
    }
}
impl ::oapigen_runtime::Validate for GpuClusterInterface {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        match self {
            Self::External(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Subnet(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::AnySubnet(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Unknown(value) => {
                out.push(
                    path,
                    "discriminator",
                    "`type` must be one of: external, subnet, any_subnet",
                    || value.get("type").map(|t| t.to_string()).unwrap_or_default(),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    GpuClusterInterface, super::schema::SCHEMAS, super::schema::SLOTS, 113
);
/// Interface in the external (public) network (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct GpuClusterExternalInterface {
    /// Constraints: exactly `"external"`.
    pub r#type: GpuClusterExternalInterfaceType,
    /// Name of the interface.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub interface_name: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ip_family: Option<InterfaceIpFamily>,
}
impl<'de> ::serde::Deserialize<'de> for GpuClusterExternalInterface {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            r#type: object.required("type")?,
            interface_name: object.optional("interface_name")?,
            ip_family: object.optional("ip_family")?,
        })
    }
}
impl ::oapigen_runtime::Validate for GpuClusterExternalInterface {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.r#type, &path.key("type"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.ip_family,
            &path.key("ip_family"),
            out,
        );
    }
}
/// Builder for [`GpuClusterExternalInterface`](struct@GpuClusterExternalInterface): set members, then [`build`](GpuClusterExternalInterfaceBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct GpuClusterExternalInterfaceBuilder {
    r#type: Option<GpuClusterExternalInterfaceType>,
    interface_name: Option<String>,
    ip_family: Option<InterfaceIpFamily>,
}
impl GpuClusterExternalInterface {
    /// A builder for [`GpuClusterExternalInterface`](struct@GpuClusterExternalInterface).
    pub fn builder() -> GpuClusterExternalInterfaceBuilder {
        <GpuClusterExternalInterfaceBuilder as Default>::default()
    }
}
impl GpuClusterExternalInterfaceBuilder {
    pub fn r#type(mut self, value: impl Into<GpuClusterExternalInterfaceType>) -> Self {
        self.r#type = Some(value.into());
        self
    }
    /// Name of the interface.
    pub fn interface_name(mut self, value: impl Into<String>) -> Self {
        self.interface_name = Some(value.into());
        self
    }
    pub fn ip_family(mut self, value: impl Into<InterfaceIpFamily>) -> Self {
        self.ip_family = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<GpuClusterExternalInterface, ::oapigen_runtime::ValidationErrors> {
        let value = GpuClusterExternalInterface {
            r#type: self.r#type.unwrap_or_default(),
            interface_name: self.interface_name,
            ip_family: self.ip_family,
        };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    GpuClusterExternalInterface, super::schema::SCHEMAS, super::schema::SLOTS, 114
);
/// Constraints: exactly `"external"`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct GpuClusterExternalInterfaceType(String);
impl GpuClusterExternalInterfaceType {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "external");
    }
}
::oapigen_runtime::newtype!(string GpuClusterExternalInterfaceType);
impl Default for GpuClusterExternalInterfaceType {
    fn default() -> Self {
        Self(String::from("external"))
    }
}
::oapigen_runtime::validate_json!(
    GpuClusterExternalInterfaceType, super::schema::SCHEMAS, super::schema::SLOTS, 115
);
/// Interface in a given subnet.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct GpuClusterSubnetInterface {
    /// Constraints: exactly `"subnet"`.
    pub r#type: GpuClusterSubnetInterfaceType,
    /// Network of the interface.
    pub network_id: String,
    /// Subnet of the interface.
    pub subnet_id: String,
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub floating_ip: Option<FloatingIpNew>,
    /// Name of the interface.
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub interface_name: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for GpuClusterSubnetInterface {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            r#type: object.required("type")?,
            network_id: object.required("network_id")?,
            subnet_id: object.required("subnet_id")?,
            floating_ip: object.optional("floating_ip")?,
            interface_name: object.optional("interface_name")?,
        })
    }
}
impl ::oapigen_runtime::Validate for GpuClusterSubnetInterface {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.r#type, &path.key("type"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.floating_ip,
            &path.key("floating_ip"),
            out,
        );
    }
}
/// Builder for [`GpuClusterSubnetInterface`](struct@GpuClusterSubnetInterface): set members, then [`build`](GpuClusterSubnetInterfaceBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct GpuClusterSubnetInterfaceBuilder {
    r#type: Option<GpuClusterSubnetInterfaceType>,
    network_id: Option<String>,
    subnet_id: Option<String>,
    floating_ip: Option<FloatingIpNew>,
    interface_name: Option<String>,
}
impl GpuClusterSubnetInterface {
    /// A builder for [`GpuClusterSubnetInterface`](struct@GpuClusterSubnetInterface).
    pub fn builder() -> GpuClusterSubnetInterfaceBuilder {
        <GpuClusterSubnetInterfaceBuilder as Default>::default()
    }
}
impl GpuClusterSubnetInterfaceBuilder {
    pub fn r#type(mut self, value: impl Into<GpuClusterSubnetInterfaceType>) -> Self {
        self.r#type = Some(value.into());
        self
    }
    /// Network of the interface.
    pub fn network_id(mut self, value: impl Into<String>) -> Self {
        self.network_id = Some(value.into());
        self
    }
    /// Subnet of the interface.
    pub fn subnet_id(mut self, value: impl Into<String>) -> Self {
        self.subnet_id = Some(value.into());
        self
    }
    /// Source: reference.
    pub fn floating_ip(mut self, value: impl Into<FloatingIpNew>) -> Self {
        self.floating_ip = Some(value.into());
        self
    }
    /// Name of the interface.
    ///
    /// Source: reference.
    pub fn interface_name(mut self, value: impl Into<String>) -> Self {
        self.interface_name = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<GpuClusterSubnetInterface, ::oapigen_runtime::ValidationErrors> {
        match (self.network_id, self.subnet_id) {
            (Some(network_id), Some(subnet_id)) => {
                let value = GpuClusterSubnetInterface {
                    r#type: self.r#type.unwrap_or_default(),
                    network_id,
                    subnet_id,
                    floating_ip: self.floating_ip,
                    interface_name: self.interface_name,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (network_id, subnet_id) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("network_id", network_id.is_some()),
                            ("subnet_id", subnet_id.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    GpuClusterSubnetInterface, super::schema::SCHEMAS, super::schema::SLOTS, 116
);
/// Constraints: exactly `"subnet"`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct GpuClusterSubnetInterfaceType(String);
impl GpuClusterSubnetInterfaceType {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "subnet");
    }
}
::oapigen_runtime::newtype!(string GpuClusterSubnetInterfaceType);
impl Default for GpuClusterSubnetInterfaceType {
    fn default() -> Self {
        Self(String::from("subnet"))
    }
}
::oapigen_runtime::validate_json!(
    GpuClusterSubnetInterfaceType, super::schema::SCHEMAS, super::schema::SLOTS, 117
);
/// Interface in any subnet of a network (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct GpuClusterAnySubnetInterface {
    /// Constraints: exactly `"any_subnet"`.
    pub r#type: GpuClusterAnySubnetInterfaceType,
    /// Network of the interface.
    pub network_id: String,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub floating_ip: Option<FloatingIpNew>,
    /// Name of the interface.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub interface_name: Option<String>,
    /// Address to request in the network.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ip_address: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ip_family: Option<InterfaceIpFamily>,
}
impl<'de> ::serde::Deserialize<'de> for GpuClusterAnySubnetInterface {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            r#type: object.required("type")?,
            network_id: object.required("network_id")?,
            floating_ip: object.optional("floating_ip")?,
            interface_name: object.optional("interface_name")?,
            ip_address: object.optional("ip_address")?,
            ip_family: object.optional("ip_family")?,
        })
    }
}
impl ::oapigen_runtime::Validate for GpuClusterAnySubnetInterface {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.r#type, &path.key("type"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.floating_ip,
            &path.key("floating_ip"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.ip_family,
            &path.key("ip_family"),
            out,
        );
    }
}
/// Builder for [`GpuClusterAnySubnetInterface`](struct@GpuClusterAnySubnetInterface): set members, then [`build`](GpuClusterAnySubnetInterfaceBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct GpuClusterAnySubnetInterfaceBuilder {
    r#type: Option<GpuClusterAnySubnetInterfaceType>,
    network_id: Option<String>,
    floating_ip: Option<FloatingIpNew>,
    interface_name: Option<String>,
    ip_address: Option<String>,
    ip_family: Option<InterfaceIpFamily>,
}
impl GpuClusterAnySubnetInterface {
    /// A builder for [`GpuClusterAnySubnetInterface`](struct@GpuClusterAnySubnetInterface).
    pub fn builder() -> GpuClusterAnySubnetInterfaceBuilder {
        <GpuClusterAnySubnetInterfaceBuilder as Default>::default()
    }
}
impl GpuClusterAnySubnetInterfaceBuilder {
    pub fn r#type(mut self, value: impl Into<GpuClusterAnySubnetInterfaceType>) -> Self {
        self.r#type = Some(value.into());
        self
    }
    /// Network of the interface.
    pub fn network_id(mut self, value: impl Into<String>) -> Self {
        self.network_id = Some(value.into());
        self
    }
    pub fn floating_ip(mut self, value: impl Into<FloatingIpNew>) -> Self {
        self.floating_ip = Some(value.into());
        self
    }
    /// Name of the interface.
    pub fn interface_name(mut self, value: impl Into<String>) -> Self {
        self.interface_name = Some(value.into());
        self
    }
    /// Address to request in the network.
    pub fn ip_address(mut self, value: impl Into<String>) -> Self {
        self.ip_address = Some(value.into());
        self
    }
    pub fn ip_family(mut self, value: impl Into<InterfaceIpFamily>) -> Self {
        self.ip_family = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<GpuClusterAnySubnetInterface, ::oapigen_runtime::ValidationErrors> {
        match (self.network_id,) {
            (Some(network_id),) => {
                let value = GpuClusterAnySubnetInterface {
                    r#type: self.r#type.unwrap_or_default(),
                    network_id,
                    floating_ip: self.floating_ip,
                    interface_name: self.interface_name,
                    ip_address: self.ip_address,
                    ip_family: self.ip_family,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (network_id,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("network_id", network_id.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    GpuClusterAnySubnetInterface, super::schema::SCHEMAS, super::schema::SLOTS, 118
);
/// Constraints: exactly `"any_subnet"`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct GpuClusterAnySubnetInterfaceType(String);
impl GpuClusterAnySubnetInterfaceType {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "any_subnet");
    }
}
::oapigen_runtime::newtype!(string GpuClusterAnySubnetInterfaceType);
impl Default for GpuClusterAnySubnetInterfaceType {
    fn default() -> Self {
        Self(String::from("any_subnet"))
    }
}
::oapigen_runtime::validate_json!(
    GpuClusterAnySubnetInterfaceType, super::schema::SCHEMAS, super::schema::SLOTS, 119
);
/// Number of servers in the cluster.
///
/// Constraints: at least 1.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct GpuClusterCreateRequestInstancesCount(i64);
impl GpuClusterCreateRequestInstancesCount {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
    }
}
::oapigen_runtime::newtype!(copy GpuClusterCreateRequestInstancesCount(i64));
::oapigen_runtime::validate_json!(
    GpuClusterCreateRequestInstancesCount, super::schema::SCHEMAS, super::schema::SLOTS,
    120
);
/// Admin password on Windows, or password of the default or new user on Linux. Must not be sent together with `user_data`.
///
/// Constraints: none beyond the type.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct GpuClusterCreateRequestPassword(String);
impl GpuClusterCreateRequestPassword {
    fn check(
        _value: &str,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {}
}
::oapigen_runtime::newtype!(string GpuClusterCreateRequestPassword, sensitive);
::oapigen_runtime::validate_json!(
    GpuClusterCreateRequestPassword, super::schema::SCHEMAS, super::schema::SLOTS, 121
);
/// A new node pool of a Kubernetes cluster.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct K8sPoolCreateRequest {
    /// Flavor of the nodes.
    pub flavor_id: String,
    /// Smallest number of nodes, 1-200.
    ///
    /// Constraints: at least 1, at most 200.
    pub min_node_count: K8sPoolCreateRequestMinNodeCount,
    /// Pool name, 1-20 characters.
    ///
    /// Constraints: 1–20 characters, matching `^[a-z][a-z0-9\-]{0,18}[a-z0-9]$`.
    pub name: K8sPoolCreateRequestName,
    /// Whether broken nodes are replaced automatically.
    ///
    /// Default: `false`.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub auto_healing_enabled: ::oapigen_runtime::Nullable<bool>,
    /// Size of the nodes' boot volumes, 10-2000.
    ///
    /// Constraints: at least 10, at most 2000.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub boot_volume_size: ::oapigen_runtime::Nullable<
        K8sPoolCreateRequestBootVolumeSize,
    >,
    /// Storage type of the boot volumes.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub boot_volume_type: ::oapigen_runtime::Nullable<
        K8sPoolCreateRequestBootVolumeType,
    >,
    /// Container runtime settings. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub crio_config: ::oapigen_runtime::Nullable<
        ::std::collections::BTreeMap<String, String>,
    >,
    /// Whether the nodes get public IPv4 addresses.
    ///
    /// Default: `false`.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub is_public_ipv4: ::oapigen_runtime::Nullable<bool>,
    /// Node agent (kubelet) settings. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub kubelet_config: ::oapigen_runtime::Nullable<
        ::std::collections::BTreeMap<String, String>,
    >,
    /// Labels of the nodes. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub labels: ::oapigen_runtime::Nullable<
        ::std::collections::BTreeMap<String, String>,
    >,
    /// Largest number of nodes, 1-200.
    ///
    /// Constraints: at least 1, at most 200.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub max_node_count: ::oapigen_runtime::Nullable<K8sPoolCreateRequestMaxNodeCount>,
    /// Placement policy of the nodes.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub servergroup_policy: ::oapigen_runtime::Nullable<
        K8sPoolCreateRequestServergroupPolicy,
    >,
    /// Taints of the nodes; each value has the form value:effect. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub taints: ::oapigen_runtime::Nullable<
        ::std::collections::BTreeMap<String, String>,
    >,
}
impl<'de> ::serde::Deserialize<'de> for K8sPoolCreateRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            flavor_id: object.required("flavor_id")?,
            min_node_count: object.required("min_node_count")?,
            name: object.required("name")?,
            auto_healing_enabled: object.nullable("auto_healing_enabled")?,
            boot_volume_size: object.nullable("boot_volume_size")?,
            boot_volume_type: object.nullable("boot_volume_type")?,
            crio_config: object.nullable("crio_config")?,
            is_public_ipv4: object.nullable("is_public_ipv4")?,
            kubelet_config: object.nullable("kubelet_config")?,
            labels: object.nullable("labels")?,
            max_node_count: object.nullable("max_node_count")?,
            servergroup_policy: object.nullable("servergroup_policy")?,
            taints: object.nullable("taints")?,
        })
    }
}
impl ::oapigen_runtime::Validate for K8sPoolCreateRequest {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.min_node_count,
            &path.key("min_node_count"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.boot_volume_size,
            &path.key("boot_volume_size"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.boot_volume_type,
            &path.key("boot_volume_type"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.max_node_count,
            &path.key("max_node_count"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.servergroup_policy,
            &path.key("servergroup_policy"),
            out,
        );
    }
}
/// Builder for [`K8sPoolCreateRequest`](struct@K8sPoolCreateRequest): set members, then [`build`](K8sPoolCreateRequestBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct K8sPoolCreateRequestBuilder {
    flavor_id: Option<String>,
    min_node_count: Option<K8sPoolCreateRequestMinNodeCount>,
    name: Option<K8sPoolCreateRequestName>,
    auto_healing_enabled: ::oapigen_runtime::Nullable<bool>,
    boot_volume_size: ::oapigen_runtime::Nullable<K8sPoolCreateRequestBootVolumeSize>,
    boot_volume_type: ::oapigen_runtime::Nullable<K8sPoolCreateRequestBootVolumeType>,
    crio_config: ::oapigen_runtime::Nullable<
        ::std::collections::BTreeMap<String, String>,
    >,
    is_public_ipv4: ::oapigen_runtime::Nullable<bool>,
    kubelet_config: ::oapigen_runtime::Nullable<
        ::std::collections::BTreeMap<String, String>,
    >,
    labels: ::oapigen_runtime::Nullable<::std::collections::BTreeMap<String, String>>,
    max_node_count: ::oapigen_runtime::Nullable<K8sPoolCreateRequestMaxNodeCount>,
    servergroup_policy: ::oapigen_runtime::Nullable<
        K8sPoolCreateRequestServergroupPolicy,
    >,
    taints: ::oapigen_runtime::Nullable<::std::collections::BTreeMap<String, String>>,
}
impl K8sPoolCreateRequest {
    /// A builder for [`K8sPoolCreateRequest`](struct@K8sPoolCreateRequest).
    pub fn builder() -> K8sPoolCreateRequestBuilder {
        <K8sPoolCreateRequestBuilder as Default>::default()
    }
}
impl K8sPoolCreateRequestBuilder {
    /// Flavor of the nodes.
    pub fn flavor_id(mut self, value: impl Into<String>) -> Self {
        self.flavor_id = Some(value.into());
        self
    }
    /// Smallest number of nodes, 1-200.
    pub fn min_node_count(
        mut self,
        value: impl Into<K8sPoolCreateRequestMinNodeCount>,
    ) -> Self {
        self.min_node_count = Some(value.into());
        self
    }
    /// Pool name, 1-20 characters.
    pub fn name(mut self, value: impl Into<K8sPoolCreateRequestName>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Whether broken nodes are replaced automatically.
    ///
    /// Default: `false`.
    pub fn auto_healing_enabled(mut self, value: impl Into<bool>) -> Self {
        self.auto_healing_enabled = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `auto_healing_enabled` as JSON `null`.
    pub fn auto_healing_enabled_null(mut self) -> Self {
        self.auto_healing_enabled = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Size of the nodes' boot volumes, 10-2000.
    pub fn boot_volume_size(
        mut self,
        value: impl Into<K8sPoolCreateRequestBootVolumeSize>,
    ) -> Self {
        self.boot_volume_size = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `boot_volume_size` as JSON `null`.
    pub fn boot_volume_size_null(mut self) -> Self {
        self.boot_volume_size = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Storage type of the boot volumes.
    pub fn boot_volume_type(
        mut self,
        value: impl Into<K8sPoolCreateRequestBootVolumeType>,
    ) -> Self {
        self.boot_volume_type = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `boot_volume_type` as JSON `null`.
    pub fn boot_volume_type_null(mut self) -> Self {
        self.boot_volume_type = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Container runtime settings. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn crio_config(
        mut self,
        value: impl Into<::std::collections::BTreeMap<String, String>>,
    ) -> Self {
        self.crio_config = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `crio_config` as JSON `null`.
    pub fn crio_config_null(mut self) -> Self {
        self.crio_config = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Whether the nodes get public IPv4 addresses.
    ///
    /// Default: `false`.
    #[allow(clippy::wrong_self_convention)]
    pub fn is_public_ipv4(mut self, value: impl Into<bool>) -> Self {
        self.is_public_ipv4 = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `is_public_ipv4` as JSON `null`.
    pub fn is_public_ipv4_null(mut self) -> Self {
        self.is_public_ipv4 = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Node agent (kubelet) settings. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn kubelet_config(
        mut self,
        value: impl Into<::std::collections::BTreeMap<String, String>>,
    ) -> Self {
        self.kubelet_config = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `kubelet_config` as JSON `null`.
    pub fn kubelet_config_null(mut self) -> Self {
        self.kubelet_config = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Labels of the nodes. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn labels(
        mut self,
        value: impl Into<::std::collections::BTreeMap<String, String>>,
    ) -> Self {
        self.labels = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `labels` as JSON `null`.
    pub fn labels_null(mut self) -> Self {
        self.labels = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Largest number of nodes, 1-200.
    pub fn max_node_count(
        mut self,
        value: impl Into<K8sPoolCreateRequestMaxNodeCount>,
    ) -> Self {
        self.max_node_count = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `max_node_count` as JSON `null`.
    pub fn max_node_count_null(mut self) -> Self {
        self.max_node_count = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Placement policy of the nodes.
    pub fn servergroup_policy(
        mut self,
        value: impl Into<K8sPoolCreateRequestServergroupPolicy>,
    ) -> Self {
        self.servergroup_policy = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `servergroup_policy` as JSON `null`.
    pub fn servergroup_policy_null(mut self) -> Self {
        self.servergroup_policy = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Taints of the nodes; each value has the form value:effect. `null` is accepted as well, meaning the same as leaving the member out (taken from the reference, which marks it nullable; the interface specification is silent on null).
    ///
    /// Source: reference.
    pub fn taints(
        mut self,
        value: impl Into<::std::collections::BTreeMap<String, String>>,
    ) -> Self {
        self.taints = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `taints` as JSON `null`.
    pub fn taints_null(mut self) -> Self {
        self.taints = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<K8sPoolCreateRequest, ::oapigen_runtime::ValidationErrors> {
        match (self.flavor_id, self.min_node_count, self.name) {
            (Some(flavor_id), Some(min_node_count), Some(name)) => {
                let value = K8sPoolCreateRequest {
                    flavor_id,
                    min_node_count,
                    name,
                    auto_healing_enabled: self.auto_healing_enabled,
                    boot_volume_size: self.boot_volume_size,
                    boot_volume_type: self.boot_volume_type,
                    crio_config: self.crio_config,
                    is_public_ipv4: self.is_public_ipv4,
                    kubelet_config: self.kubelet_config,
                    labels: self.labels,
                    max_node_count: self.max_node_count,
                    servergroup_policy: self.servergroup_policy,
                    taints: self.taints,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (flavor_id, min_node_count, name) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("flavor_id", flavor_id.is_some()),
                            ("min_node_count", min_node_count.is_some()),
                            ("name", name.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    K8sPoolCreateRequest, super::schema::SCHEMAS, super::schema::SLOTS, 122
);
/// Smallest number of nodes, 1-200.
///
/// Constraints: at least 1, at most 200.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct K8sPoolCreateRequestMinNodeCount(i64);
impl K8sPoolCreateRequestMinNodeCount {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 200i64);
    }
}
::oapigen_runtime::newtype!(copy K8sPoolCreateRequestMinNodeCount(i64));
::oapigen_runtime::validate_json!(
    K8sPoolCreateRequestMinNodeCount, super::schema::SCHEMAS, super::schema::SLOTS, 123
);
/// Pool name, 1-20 characters.
///
/// Constraints: 1–20 characters, matching `^[a-z][a-z0-9\-]{0,18}[a-z0-9]$`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct K8sPoolCreateRequestName(String);
impl K8sPoolCreateRequestName {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 1u64);
        ::oapigen_runtime::check::max_length(out, path, value, 20u64);
        static PATTERN: ::oapigen_runtime::Pattern = ::oapigen_runtime::Pattern::new(
            "^[a-z][a-z0-9\\-]{0,18}[a-z0-9]$",
        );
        ::oapigen_runtime::check::pattern(out, path, value, &PATTERN);
    }
}
::oapigen_runtime::newtype!(string K8sPoolCreateRequestName);
::oapigen_runtime::validate_json!(
    K8sPoolCreateRequestName, super::schema::SCHEMAS, super::schema::SLOTS, 124
);
/// Size of the nodes' boot volumes, 10-2000.
///
/// Constraints: at least 10, at most 2000.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct K8sPoolCreateRequestBootVolumeSize(i64);
impl K8sPoolCreateRequestBootVolumeSize {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 10i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 2000i64);
    }
}
::oapigen_runtime::newtype!(copy K8sPoolCreateRequestBootVolumeSize(i64));
::oapigen_runtime::validate_json!(
    K8sPoolCreateRequestBootVolumeSize, super::schema::SCHEMAS, super::schema::SLOTS, 125
);
/// Storage type of the boot volumes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum K8sPoolCreateRequestBootVolumeType {
    /// `cold`
    Cold,
    /// `ssd_hiiops`
    SsdHiiops,
    /// `ssd_local`
    SsdLocal,
    /// `ssd_lowlatency`
    SsdLowlatency,
    /// `standard`
    Standard,
    /// `ultra`
    Ultra,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    K8sPoolCreateRequestBootVolumeType, [Cold, SsdHiiops, SsdLocal, SsdLowlatency,
    Standard, Ultra], ["cold", "ssd_hiiops", "ssd_local", "ssd_lowlatency", "standard",
    "ultra"]
);
::oapigen_runtime::validate_json!(
    K8sPoolCreateRequestBootVolumeType, super::schema::SCHEMAS, super::schema::SLOTS, 126
);
/// Largest number of nodes, 1-200.
///
/// Constraints: at least 1, at most 200.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct K8sPoolCreateRequestMaxNodeCount(i64);
impl K8sPoolCreateRequestMaxNodeCount {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 200i64);
    }
}
::oapigen_runtime::newtype!(copy K8sPoolCreateRequestMaxNodeCount(i64));
::oapigen_runtime::validate_json!(
    K8sPoolCreateRequestMaxNodeCount, super::schema::SCHEMAS, super::schema::SLOTS, 127
);
/// Placement policy of the nodes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum K8sPoolCreateRequestServergroupPolicy {
    /// `affinity`
    Affinity,
    /// `anti-affinity`
    AntiAffinity,
    /// `soft-anti-affinity`
    SoftAntiAffinity,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    K8sPoolCreateRequestServergroupPolicy, [Affinity, AntiAffinity, SoftAntiAffinity],
    ["affinity", "anti-affinity", "soft-anti-affinity"]
);
::oapigen_runtime::validate_json!(
    K8sPoolCreateRequestServergroupPolicy, super::schema::SCHEMAS, super::schema::SLOTS,
    128
);
/// A new NFS file share.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct FileShareCreateRequest {
    /// Constraints: matching `^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$`.
    pub name: ResourceName,
    pub network: FileShareNetwork,
    /// Sharing protocol; only NFS is allowed.
    pub protocol: FileShareCreateRequestProtocol,
    /// Size in GiB, at least 1.
    ///
    /// Constraints: at least 1.
    pub size: FileShareCreateRequestSize,
    /// Access rules of the share.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub access: Option<Vec<FileShareAccessRule>>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub tags: Option<TagMap>,
    /// Type of the share; only `standard` is allowed.
    ///
    /// Default: `"standard"`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub type_name: Option<FileShareCreateRequestTypeName>,
    /// Deprecated; use `type_name`. Only `default_share_type` is allowed.
    ///
    /// Default: `"default_share_type"`.
    #[deprecated(note = "Deprecated; use `type_name`")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub volume_type: Option<FileShareCreateRequestVolumeType>,
}
#[allow(deprecated)]
impl<'de> ::serde::Deserialize<'de> for FileShareCreateRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            name: object.required("name")?,
            network: object.required("network")?,
            protocol: object.required("protocol")?,
            size: object.required("size")?,
            access: object.optional("access")?,
            tags: object.optional("tags")?,
            type_name: object.optional("type_name")?,
            volume_type: object.optional("volume_type")?,
        })
    }
}
#[allow(deprecated)]
impl ::oapigen_runtime::Validate for FileShareCreateRequest {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.network,
            &path.key("network"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.protocol,
            &path.key("protocol"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.size, &path.key("size"), out);
        ::oapigen_runtime::Validate::validate_at(&self.access, &path.key("access"), out);
        ::oapigen_runtime::Validate::validate_at(&self.tags, &path.key("tags"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.type_name,
            &path.key("type_name"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.volume_type,
            &path.key("volume_type"),
            out,
        );
    }
}
/// Builder for [`FileShareCreateRequest`](struct@FileShareCreateRequest): set members, then [`build`](FileShareCreateRequestBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct FileShareCreateRequestBuilder {
    name: Option<ResourceName>,
    network: Option<FileShareNetwork>,
    protocol: Option<FileShareCreateRequestProtocol>,
    size: Option<FileShareCreateRequestSize>,
    access: Option<Vec<FileShareAccessRule>>,
    tags: Option<TagMap>,
    type_name: Option<FileShareCreateRequestTypeName>,
    volume_type: Option<FileShareCreateRequestVolumeType>,
}
impl FileShareCreateRequest {
    /// A builder for [`FileShareCreateRequest`](struct@FileShareCreateRequest).
    pub fn builder() -> FileShareCreateRequestBuilder {
        <FileShareCreateRequestBuilder as Default>::default()
    }
}
#[allow(deprecated)]
impl FileShareCreateRequestBuilder {
    pub fn name(mut self, value: impl Into<ResourceName>) -> Self {
        self.name = Some(value.into());
        self
    }
    pub fn network(mut self, value: impl Into<FileShareNetwork>) -> Self {
        self.network = Some(value.into());
        self
    }
    /// Sharing protocol; only NFS is allowed.
    pub fn protocol(mut self, value: impl Into<FileShareCreateRequestProtocol>) -> Self {
        self.protocol = Some(value.into());
        self
    }
    /// Size in GiB, at least 1.
    pub fn size(mut self, value: impl Into<FileShareCreateRequestSize>) -> Self {
        self.size = Some(value.into());
        self
    }
    /// Access rules of the share.
    pub fn access(mut self, value: impl Into<Vec<FileShareAccessRule>>) -> Self {
        self.access = Some(value.into());
        self
    }
    pub fn tags(mut self, value: impl Into<TagMap>) -> Self {
        self.tags = Some(value.into());
        self
    }
    /// Type of the share; only `standard` is allowed.
    ///
    /// Default: `"standard"`.
    pub fn type_name(
        mut self,
        value: impl Into<FileShareCreateRequestTypeName>,
    ) -> Self {
        self.type_name = Some(value.into());
        self
    }
    /// Deprecated; use `type_name`. Only `default_share_type` is allowed.
    ///
    /// Default: `"default_share_type"`.
    #[deprecated(note = "Deprecated; use `type_name`")]
    pub fn volume_type(
        mut self,
        value: impl Into<FileShareCreateRequestVolumeType>,
    ) -> Self {
        self.volume_type = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<FileShareCreateRequest, ::oapigen_runtime::ValidationErrors> {
        match (self.name, self.network, self.size) {
            (Some(name), Some(network), Some(size)) => {
                let value = FileShareCreateRequest {
                    name,
                    network,
                    protocol: self.protocol.unwrap_or_default(),
                    size,
                    access: self.access,
                    tags: self.tags,
                    type_name: self.type_name,
                    volume_type: self.volume_type,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (name, network, size) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("name", name.is_some()),
                            ("network", network.is_some()),
                            ("size", size.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    FileShareCreateRequest, super::schema::SCHEMAS, super::schema::SLOTS, 129
);
/// Network the share is attached to.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct FileShareNetwork {
    /// Network identifier.
    ///
    /// Format: `uuid`.
    pub network_id: ::oapigen_runtime::Uuid,
    /// Subnet of the network (from the reference).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub subnet_id: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for FileShareNetwork {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            network_id: object.required("network_id")?,
            subnet_id: object.optional("subnet_id")?,
        })
    }
}
impl ::oapigen_runtime::Validate for FileShareNetwork {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.network_id,
            &path.key("network_id"),
            out,
        );
    }
}
/// Builder for [`FileShareNetwork`](struct@FileShareNetwork): set members, then [`build`](FileShareNetworkBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct FileShareNetworkBuilder {
    network_id: Option<::oapigen_runtime::Uuid>,
    subnet_id: Option<String>,
}
impl FileShareNetwork {
    /// A builder for [`FileShareNetwork`](struct@FileShareNetwork).
    pub fn builder() -> FileShareNetworkBuilder {
        <FileShareNetworkBuilder as Default>::default()
    }
}
impl FileShareNetworkBuilder {
    /// Network identifier.
    pub fn network_id(mut self, value: impl Into<::oapigen_runtime::Uuid>) -> Self {
        self.network_id = Some(value.into());
        self
    }
    /// Subnet of the network (from the reference).
    ///
    /// Source: reference.
    pub fn subnet_id(mut self, value: impl Into<String>) -> Self {
        self.subnet_id = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<FileShareNetwork, ::oapigen_runtime::ValidationErrors> {
        match (self.network_id,) {
            (Some(network_id),) => {
                let value = FileShareNetwork {
                    network_id,
                    subnet_id: self.subnet_id,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (network_id,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("network_id", network_id.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    FileShareNetwork, super::schema::SCHEMAS, super::schema::SLOTS, 130
);
/// Sharing protocol; only NFS is allowed.
#[derive(
    Clone,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Deserialize
)]
#[serde(from = "::std::string::String")]
pub enum FileShareCreateRequestProtocol {
    /// `NFS`
    #[default]
    Nfs,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(FileShareCreateRequestProtocol, [Nfs], ["NFS"]);
::oapigen_runtime::validate_json!(
    FileShareCreateRequestProtocol, super::schema::SCHEMAS, super::schema::SLOTS, 131
);
/// Size in GiB, at least 1.
///
/// Constraints: at least 1.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct FileShareCreateRequestSize(i64);
impl FileShareCreateRequestSize {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
    }
}
::oapigen_runtime::newtype!(copy FileShareCreateRequestSize(i64));
::oapigen_runtime::validate_json!(
    FileShareCreateRequestSize, super::schema::SCHEMAS, super::schema::SLOTS, 132
);
/// An access rule of a file share.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct FileShareAccessRule {
    /// Access mode: `ro` (read-only) is shown by the interface specification; `rw` comes from the reference.
    ///
    /// Source: reference.
    pub access_mode: FileShareAccessRuleAccessMode,
    /// Address or range that the rule applies to.
    pub ip_address: String,
}
impl<'de> ::serde::Deserialize<'de> for FileShareAccessRule {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            access_mode: object.required("access_mode")?,
            ip_address: object.required("ip_address")?,
        })
    }
}
impl ::oapigen_runtime::Validate for FileShareAccessRule {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.access_mode,
            &path.key("access_mode"),
            out,
        );
    }
}
/// Builder for [`FileShareAccessRule`](struct@FileShareAccessRule): set members, then [`build`](FileShareAccessRuleBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct FileShareAccessRuleBuilder {
    access_mode: Option<FileShareAccessRuleAccessMode>,
    ip_address: Option<String>,
}
impl FileShareAccessRule {
    /// A builder for [`FileShareAccessRule`](struct@FileShareAccessRule).
    pub fn builder() -> FileShareAccessRuleBuilder {
        <FileShareAccessRuleBuilder as Default>::default()
    }
}
impl FileShareAccessRuleBuilder {
    /// Access mode: `ro` (read-only) is shown by the interface specification; `rw` comes from the reference.
    ///
    /// Source: reference.
    pub fn access_mode(
        mut self,
        value: impl Into<FileShareAccessRuleAccessMode>,
    ) -> Self {
        self.access_mode = Some(value.into());
        self
    }
    /// Address or range that the rule applies to.
    pub fn ip_address(mut self, value: impl Into<String>) -> Self {
        self.ip_address = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<FileShareAccessRule, ::oapigen_runtime::ValidationErrors> {
        match (self.access_mode, self.ip_address) {
            (Some(access_mode), Some(ip_address)) => {
                let value = FileShareAccessRule {
                    access_mode,
                    ip_address,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (access_mode, ip_address) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("access_mode", access_mode.is_some()),
                            ("ip_address", ip_address.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    FileShareAccessRule, super::schema::SCHEMAS, super::schema::SLOTS, 133
);
/// Access mode: `ro` (read-only) is shown by the interface specification; `rw` comes from the reference.
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum FileShareAccessRuleAccessMode {
    /// `ro`
    Ro,
    /// `rw`
    Rw,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(FileShareAccessRuleAccessMode, [Ro, Rw], ["ro", "rw"]);
::oapigen_runtime::validate_json!(
    FileShareAccessRuleAccessMode, super::schema::SCHEMAS, super::schema::SLOTS, 134
);
/// Type of the share; only `standard` is allowed.
///
/// Default: `"standard"`.
#[derive(
    Clone,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Deserialize
)]
#[serde(from = "::std::string::String")]
pub enum FileShareCreateRequestTypeName {
    /// `standard`
    #[default]
    Standard,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    FileShareCreateRequestTypeName, [Standard], ["standard"]
);
::oapigen_runtime::validate_json!(
    FileShareCreateRequestTypeName, super::schema::SCHEMAS, super::schema::SLOTS, 135
);
/// Deprecated; use `type_name`. Only `default_share_type` is allowed.
///
/// Default: `"default_share_type"`.
///
/// **Deprecated** by the API.
#[derive(
    Clone,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Deserialize
)]
#[serde(from = "::std::string::String")]
pub enum FileShareCreateRequestVolumeType {
    /// `default_share_type`
    #[default]
    DefaultShareType,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    FileShareCreateRequestVolumeType, [DefaultShareType], ["default_share_type"]
);
::oapigen_runtime::validate_json!(
    FileShareCreateRequestVolumeType, super::schema::SCHEMAS, super::schema::SLOTS, 136
);
/// A new load balancer. Several field names come from the reference. Exactly one of `name` and `name_template` is given; `vip_network_id` and `vip_port_id` must not be sent together.
///
/// Source: reference.
///
/// Rules checked by `validate()`:
/// - `vip_network_id`, `vip_port_id` must not be given together.
/// - exactly one of `name` / `name_template` must be given.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct LoadBalancerCreateRequest {
    /// Flavor of the load balancer.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub flavor: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub floating_ip: Option<FloatingIp>,
    /// Listeners to create, at most 50 (the listener of the metrics endpoint is not counted).
    ///
    /// Constraints: at most 50 items.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub listeners: Option<Vec<LoadBalancerListener>>,
    /// Logging configuration (shape from the reference).
    ///
    /// Source: reference.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub logging: Option<LoggingConfig>,
    /// Constraints: matching `^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub name: Option<ResourceName>,
    /// Template from which the name is generated; sent instead of `name`.
    ///
    /// Constraints: matching `^[a-zA-Z0-9{][a-zA-Z 0-9._\-}{]{1,61}[a-zA-Z0-9._}]$`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub name_template: Option<LoadBalancerCreateRequestNameTemplate>,
    /// Preferred connectivity to pool members: `L2` gives the best performance, `L3` uses fewer addresses. Only applies to members given by `instance_id` plus address, not to members given by `subnet_id` plus address.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub preferred_connectivity: Option<LoadBalancerCreateRequestPreferredConnectivity>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub tags: Option<TagMap>,
    /// IP family used to pick a subnet when `vip_network_id` is given.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub vip_ip_family: Option<InterfaceIpFamily>,
    /// Network of the virtual IP; the default external network when omitted. Must not be sent together with `vip_port_id`.
    ///
    /// Format: `uuid`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub vip_network_id: Option<::oapigen_runtime::Uuid>,
    /// Reserved fixed IP port for the virtual IP. Must not be sent together with `vip_network_id`.
    ///
    /// Format: `uuid`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub vip_port_id: Option<::oapigen_runtime::Uuid>,
    /// Subnet of the virtual IP; any subnet of the network when omitted. Ignored when `vip_network_id` is absent.
    ///
    /// Format: `uuid`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub vip_subnet_id: Option<::oapigen_runtime::Uuid>,
}
impl<'de> ::serde::Deserialize<'de> for LoadBalancerCreateRequest {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            flavor: object.optional("flavor")?,
            floating_ip: object.optional("floating_ip")?,
            listeners: object.optional("listeners")?,
            logging: object.optional("logging")?,
            name: object.optional("name")?,
            name_template: object.optional("name_template")?,
            preferred_connectivity: object.optional("preferred_connectivity")?,
            tags: object.optional("tags")?,
            vip_ip_family: object.optional("vip_ip_family")?,
            vip_network_id: object.optional("vip_network_id")?,
            vip_port_id: object.optional("vip_port_id")?,
            vip_subnet_id: object.optional("vip_subnet_id")?,
        })
    }
}
impl ::oapigen_runtime::Validate for LoadBalancerCreateRequest {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.floating_ip,
            &path.key("floating_ip"),
            out,
        );
        'field: {
            let Some(v) = &self.listeners else {
                break 'field;
            };
            let p = &path.key("listeners");
            ::oapigen_runtime::check::max_items(out, p, v.len(), 50u64);
            for (i1, item1) in v.iter().enumerate() {
                let p1 = &p.index(i1);
                ::oapigen_runtime::Validate::validate_at(item1, p1, out);
            }
        }
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.name_template,
            &path.key("name_template"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.preferred_connectivity,
            &path.key("preferred_connectivity"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.tags, &path.key("tags"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.vip_ip_family,
            &path.key("vip_ip_family"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.vip_network_id,
            &path.key("vip_network_id"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.vip_port_id,
            &path.key("vip_port_id"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.vip_subnet_id,
            &path.key("vip_subnet_id"),
            out,
        );
        ::oapigen_runtime::check::mutually_exclusive(
            out,
            path,
            &[
                ("vip_network_id", self.vip_network_id.is_some()),
                ("vip_port_id", self.vip_port_id.is_some()),
            ],
        );
        ::oapigen_runtime::check::exactly_one_of(
            out,
            path,
            &[
                ("name", self.name.is_some()),
                ("name_template", self.name_template.is_some()),
            ],
        );
    }
}
/// Builder for [`LoadBalancerCreateRequest`](struct@LoadBalancerCreateRequest): set members, then [`build`](LoadBalancerCreateRequestBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct LoadBalancerCreateRequestBuilder {
    flavor: Option<String>,
    floating_ip: Option<FloatingIp>,
    listeners: Option<Vec<LoadBalancerListener>>,
    logging: Option<LoggingConfig>,
    name: Option<ResourceName>,
    name_template: Option<LoadBalancerCreateRequestNameTemplate>,
    preferred_connectivity: Option<LoadBalancerCreateRequestPreferredConnectivity>,
    tags: Option<TagMap>,
    vip_ip_family: Option<InterfaceIpFamily>,
    vip_network_id: Option<::oapigen_runtime::Uuid>,
    vip_port_id: Option<::oapigen_runtime::Uuid>,
    vip_subnet_id: Option<::oapigen_runtime::Uuid>,
}
impl LoadBalancerCreateRequest {
    /// A builder for [`LoadBalancerCreateRequest`](struct@LoadBalancerCreateRequest).
    pub fn builder() -> LoadBalancerCreateRequestBuilder {
        <LoadBalancerCreateRequestBuilder as Default>::default()
    }
}
impl LoadBalancerCreateRequestBuilder {
    /// Flavor of the load balancer.
    pub fn flavor(mut self, value: impl Into<String>) -> Self {
        self.flavor = Some(value.into());
        self
    }
    pub fn floating_ip(mut self, value: impl Into<FloatingIp>) -> Self {
        self.floating_ip = Some(value.into());
        self
    }
    /// Listeners to create, at most 50 (the listener of the metrics endpoint is not counted).
    pub fn listeners(mut self, value: impl Into<Vec<LoadBalancerListener>>) -> Self {
        self.listeners = Some(value.into());
        self
    }
    /// Logging configuration (shape from the reference).
    ///
    /// Source: reference.
    pub fn logging(mut self, value: impl Into<LoggingConfig>) -> Self {
        self.logging = Some(value.into());
        self
    }
    pub fn name(mut self, value: impl Into<ResourceName>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Template from which the name is generated; sent instead of `name`.
    pub fn name_template(
        mut self,
        value: impl Into<LoadBalancerCreateRequestNameTemplate>,
    ) -> Self {
        self.name_template = Some(value.into());
        self
    }
    /// Preferred connectivity to pool members: `L2` gives the best performance, `L3` uses fewer addresses. Only applies to members given by `instance_id` plus address, not to members given by `subnet_id` plus address.
    pub fn preferred_connectivity(
        mut self,
        value: impl Into<LoadBalancerCreateRequestPreferredConnectivity>,
    ) -> Self {
        self.preferred_connectivity = Some(value.into());
        self
    }
    pub fn tags(mut self, value: impl Into<TagMap>) -> Self {
        self.tags = Some(value.into());
        self
    }
    /// IP family used to pick a subnet when `vip_network_id` is given.
    pub fn vip_ip_family(mut self, value: impl Into<InterfaceIpFamily>) -> Self {
        self.vip_ip_family = Some(value.into());
        self
    }
    /// Network of the virtual IP; the default external network when omitted. Must not be sent together with `vip_port_id`.
    pub fn vip_network_id(mut self, value: impl Into<::oapigen_runtime::Uuid>) -> Self {
        self.vip_network_id = Some(value.into());
        self
    }
    /// Reserved fixed IP port for the virtual IP. Must not be sent together with `vip_network_id`.
    pub fn vip_port_id(mut self, value: impl Into<::oapigen_runtime::Uuid>) -> Self {
        self.vip_port_id = Some(value.into());
        self
    }
    /// Subnet of the virtual IP; any subnet of the network when omitted. Ignored when `vip_network_id` is absent.
    pub fn vip_subnet_id(mut self, value: impl Into<::oapigen_runtime::Uuid>) -> Self {
        self.vip_subnet_id = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<LoadBalancerCreateRequest, ::oapigen_runtime::ValidationErrors> {
        let value = LoadBalancerCreateRequest {
            flavor: self.flavor,
            floating_ip: self.floating_ip,
            listeners: self.listeners,
            logging: self.logging,
            name: self.name,
            name_template: self.name_template,
            preferred_connectivity: self.preferred_connectivity,
            tags: self.tags,
            vip_ip_family: self.vip_ip_family,
            vip_network_id: self.vip_network_id,
            vip_port_id: self.vip_port_id,
            vip_subnet_id: self.vip_subnet_id,
        };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    LoadBalancerCreateRequest, super::schema::SCHEMAS, super::schema::SLOTS, 137
);
/// A listener to create with the load balancer (shape from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct LoadBalancerListener {
    /// Listener name.
    pub name: String,
    /// Protocol of the listener.
    pub protocol: LoadBalancerListenerProtocol,
    /// Port of the listener.
    ///
    /// Constraints: at least 1, at most 65535.
    pub protocol_port: LoadBalancerListenerProtocolPort,
    /// Address ranges (CIDR notation) allowed to connect.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub allowed_cidrs: Option<Vec<String>>,
    /// Largest number of connections; -1 means no limit.
    ///
    /// Constraints: at least -1, at most 1000000.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub connection_limit: Option<LoadBalancerListenerConnectionLimit>,
    /// Whether X-Forwarded headers are added.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub insert_x_forwarded: Option<bool>,
    /// Pools to create behind the listener.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub pools: Option<Vec<LoadBalancerPool>>,
    /// Secret holding the certificate.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub secret_id: Option<String>,
    /// Secrets holding SNI certificates.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub sni_secret_id: Option<Vec<String>>,
    /// Client inactivity timeout in milliseconds.
    ///
    /// Constraints: at least 0, at most 86400000.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub timeout_client_data: Option<LoadBalancerListenerTimeoutClientData>,
    /// Member connection timeout in milliseconds.
    ///
    /// Constraints: at least 0, at most 86400000.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub timeout_member_connect: Option<LoadBalancerListenerTimeoutMemberConnect>,
    /// Member inactivity timeout in milliseconds.
    ///
    /// Constraints: at least 0, at most 86400000.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub timeout_member_data: Option<LoadBalancerListenerTimeoutMemberData>,
    /// Users for basic authentication.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub user_list: Option<Vec<LoadBalancerListenerUser>>,
}
impl<'de> ::serde::Deserialize<'de> for LoadBalancerListener {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            name: object.required("name")?,
            protocol: object.required("protocol")?,
            protocol_port: object.required("protocol_port")?,
            allowed_cidrs: object.optional("allowed_cidrs")?,
            connection_limit: object.optional("connection_limit")?,
            insert_x_forwarded: object.optional("insert_x_forwarded")?,
            pools: object.optional("pools")?,
            secret_id: object.optional("secret_id")?,
            sni_secret_id: object.optional("sni_secret_id")?,
            timeout_client_data: object.optional("timeout_client_data")?,
            timeout_member_connect: object.optional("timeout_member_connect")?,
            timeout_member_data: object.optional("timeout_member_data")?,
            user_list: object.optional("user_list")?,
        })
    }
}
impl ::oapigen_runtime::Validate for LoadBalancerListener {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.protocol,
            &path.key("protocol"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.protocol_port,
            &path.key("protocol_port"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.connection_limit,
            &path.key("connection_limit"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.pools, &path.key("pools"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.timeout_client_data,
            &path.key("timeout_client_data"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.timeout_member_connect,
            &path.key("timeout_member_connect"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.timeout_member_data,
            &path.key("timeout_member_data"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.user_list,
            &path.key("user_list"),
            out,
        );
    }
}
/// Builder for [`LoadBalancerListener`](struct@LoadBalancerListener): set members, then [`build`](LoadBalancerListenerBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct LoadBalancerListenerBuilder {
    name: Option<String>,
    protocol: Option<LoadBalancerListenerProtocol>,
    protocol_port: Option<LoadBalancerListenerProtocolPort>,
    allowed_cidrs: Option<Vec<String>>,
    connection_limit: Option<LoadBalancerListenerConnectionLimit>,
    insert_x_forwarded: Option<bool>,
    pools: Option<Vec<LoadBalancerPool>>,
    secret_id: Option<String>,
    sni_secret_id: Option<Vec<String>>,
    timeout_client_data: Option<LoadBalancerListenerTimeoutClientData>,
    timeout_member_connect: Option<LoadBalancerListenerTimeoutMemberConnect>,
    timeout_member_data: Option<LoadBalancerListenerTimeoutMemberData>,
    user_list: Option<Vec<LoadBalancerListenerUser>>,
}
impl LoadBalancerListener {
    /// A builder for [`LoadBalancerListener`](struct@LoadBalancerListener).
    pub fn builder() -> LoadBalancerListenerBuilder {
        <LoadBalancerListenerBuilder as Default>::default()
    }
}
impl LoadBalancerListenerBuilder {
    /// Listener name.
    pub fn name(mut self, value: impl Into<String>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Protocol of the listener.
    pub fn protocol(mut self, value: impl Into<LoadBalancerListenerProtocol>) -> Self {
        self.protocol = Some(value.into());
        self
    }
    /// Port of the listener.
    pub fn protocol_port(
        mut self,
        value: impl Into<LoadBalancerListenerProtocolPort>,
    ) -> Self {
        self.protocol_port = Some(value.into());
        self
    }
    /// Address ranges (CIDR notation) allowed to connect.
    pub fn allowed_cidrs(mut self, value: impl Into<Vec<String>>) -> Self {
        self.allowed_cidrs = Some(value.into());
        self
    }
    /// Largest number of connections; -1 means no limit.
    pub fn connection_limit(
        mut self,
        value: impl Into<LoadBalancerListenerConnectionLimit>,
    ) -> Self {
        self.connection_limit = Some(value.into());
        self
    }
    /// Whether X-Forwarded headers are added.
    pub fn insert_x_forwarded(mut self, value: impl Into<bool>) -> Self {
        self.insert_x_forwarded = Some(value.into());
        self
    }
    /// Pools to create behind the listener.
    pub fn pools(mut self, value: impl Into<Vec<LoadBalancerPool>>) -> Self {
        self.pools = Some(value.into());
        self
    }
    /// Secret holding the certificate.
    pub fn secret_id(mut self, value: impl Into<String>) -> Self {
        self.secret_id = Some(value.into());
        self
    }
    /// Secrets holding SNI certificates.
    pub fn sni_secret_id(mut self, value: impl Into<Vec<String>>) -> Self {
        self.sni_secret_id = Some(value.into());
        self
    }
    /// Client inactivity timeout in milliseconds.
    pub fn timeout_client_data(
        mut self,
        value: impl Into<LoadBalancerListenerTimeoutClientData>,
    ) -> Self {
        self.timeout_client_data = Some(value.into());
        self
    }
    /// Member connection timeout in milliseconds.
    pub fn timeout_member_connect(
        mut self,
        value: impl Into<LoadBalancerListenerTimeoutMemberConnect>,
    ) -> Self {
        self.timeout_member_connect = Some(value.into());
        self
    }
    /// Member inactivity timeout in milliseconds.
    pub fn timeout_member_data(
        mut self,
        value: impl Into<LoadBalancerListenerTimeoutMemberData>,
    ) -> Self {
        self.timeout_member_data = Some(value.into());
        self
    }
    /// Users for basic authentication.
    pub fn user_list(mut self, value: impl Into<Vec<LoadBalancerListenerUser>>) -> Self {
        self.user_list = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<LoadBalancerListener, ::oapigen_runtime::ValidationErrors> {
        match (self.name, self.protocol, self.protocol_port) {
            (Some(name), Some(protocol), Some(protocol_port)) => {
                let value = LoadBalancerListener {
                    name,
                    protocol,
                    protocol_port,
                    allowed_cidrs: self.allowed_cidrs,
                    connection_limit: self.connection_limit,
                    insert_x_forwarded: self.insert_x_forwarded,
                    pools: self.pools,
                    secret_id: self.secret_id,
                    sni_secret_id: self.sni_secret_id,
                    timeout_client_data: self.timeout_client_data,
                    timeout_member_connect: self.timeout_member_connect,
                    timeout_member_data: self.timeout_member_data,
                    user_list: self.user_list,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (name, protocol, protocol_port) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("name", name.is_some()),
                            ("protocol", protocol.is_some()),
                            ("protocol_port", protocol_port.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    LoadBalancerListener, super::schema::SCHEMAS, super::schema::SLOTS, 138
);
/// Protocol of the listener.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum LoadBalancerListenerProtocol {
    /// `HTTP`
    Http,
    /// `HTTPS`
    Https,
    /// `PROMETHEUS`
    Prometheus,
    /// `TCP`
    Tcp,
    /// `TERMINATED_HTTPS`
    TerminatedHttps,
    /// `UDP`
    Udp,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    LoadBalancerListenerProtocol, [Http, Https, Prometheus, Tcp, TerminatedHttps, Udp],
    ["HTTP", "HTTPS", "PROMETHEUS", "TCP", "TERMINATED_HTTPS", "UDP"]
);
::oapigen_runtime::validate_json!(
    LoadBalancerListenerProtocol, super::schema::SCHEMAS, super::schema::SLOTS, 139
);
/// Port of the listener.
///
/// Constraints: at least 1, at most 65535.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerListenerProtocolPort(i64);
impl LoadBalancerListenerProtocolPort {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 65535i64);
    }
}
::oapigen_runtime::newtype!(copy LoadBalancerListenerProtocolPort(i64));
::oapigen_runtime::validate_json!(
    LoadBalancerListenerProtocolPort, super::schema::SCHEMAS, super::schema::SLOTS, 140
);
/// Largest number of connections; -1 means no limit.
///
/// Constraints: at least -1, at most 1000000.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerListenerConnectionLimit(i64);
impl LoadBalancerListenerConnectionLimit {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, -1i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 1000000i64);
    }
}
::oapigen_runtime::newtype!(copy LoadBalancerListenerConnectionLimit(i64));
::oapigen_runtime::validate_json!(
    LoadBalancerListenerConnectionLimit, super::schema::SCHEMAS, super::schema::SLOTS,
    141
);
/// A pool of a listener (from the reference). The allowed values of `lb_algorithm` and `protocol` are not given by the sources.
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct LoadBalancerPool {
    /// Balancing algorithm.
    pub lb_algorithm: String,
    /// Pool name.
    pub name: String,
    /// Protocol towards the members.
    pub protocol: String,
    /// Secret holding the CA certificate.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub ca_secret_id: Option<String>,
    /// Secret holding the certificate revocation list.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub crl_secret_id: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub healthmonitor: Option<LoadBalancerHealthMonitor>,
    /// Members of the pool.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub members: Option<Vec<LoadBalancerPoolMember>>,
    /// Secret holding the client certificate.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub secret_id: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub session_persistence: Option<LoadBalancerSessionPersistence>,
    /// Client inactivity timeout in milliseconds.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub timeout_client_data: Option<i64>,
    /// Member connection timeout in milliseconds.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub timeout_member_connect: Option<i64>,
    /// Member inactivity timeout in milliseconds.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub timeout_member_data: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for LoadBalancerPool {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            lb_algorithm: object.required("lb_algorithm")?,
            name: object.required("name")?,
            protocol: object.required("protocol")?,
            ca_secret_id: object.optional("ca_secret_id")?,
            crl_secret_id: object.optional("crl_secret_id")?,
            healthmonitor: object.optional("healthmonitor")?,
            members: object.optional("members")?,
            secret_id: object.optional("secret_id")?,
            session_persistence: object.optional("session_persistence")?,
            timeout_client_data: object.optional("timeout_client_data")?,
            timeout_member_connect: object.optional("timeout_member_connect")?,
            timeout_member_data: object.optional("timeout_member_data")?,
        })
    }
}
impl ::oapigen_runtime::Validate for LoadBalancerPool {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.healthmonitor,
            &path.key("healthmonitor"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.members,
            &path.key("members"),
            out,
        );
    }
}
/// Builder for [`LoadBalancerPool`](struct@LoadBalancerPool): set members, then [`build`](LoadBalancerPoolBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct LoadBalancerPoolBuilder {
    lb_algorithm: Option<String>,
    name: Option<String>,
    protocol: Option<String>,
    ca_secret_id: Option<String>,
    crl_secret_id: Option<String>,
    healthmonitor: Option<LoadBalancerHealthMonitor>,
    members: Option<Vec<LoadBalancerPoolMember>>,
    secret_id: Option<String>,
    session_persistence: Option<LoadBalancerSessionPersistence>,
    timeout_client_data: Option<i64>,
    timeout_member_connect: Option<i64>,
    timeout_member_data: Option<i64>,
}
impl LoadBalancerPool {
    /// A builder for [`LoadBalancerPool`](struct@LoadBalancerPool).
    pub fn builder() -> LoadBalancerPoolBuilder {
        <LoadBalancerPoolBuilder as Default>::default()
    }
}
impl LoadBalancerPoolBuilder {
    /// Balancing algorithm.
    pub fn lb_algorithm(mut self, value: impl Into<String>) -> Self {
        self.lb_algorithm = Some(value.into());
        self
    }
    /// Pool name.
    pub fn name(mut self, value: impl Into<String>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Protocol towards the members.
    pub fn protocol(mut self, value: impl Into<String>) -> Self {
        self.protocol = Some(value.into());
        self
    }
    /// Secret holding the CA certificate.
    pub fn ca_secret_id(mut self, value: impl Into<String>) -> Self {
        self.ca_secret_id = Some(value.into());
        self
    }
    /// Secret holding the certificate revocation list.
    pub fn crl_secret_id(mut self, value: impl Into<String>) -> Self {
        self.crl_secret_id = Some(value.into());
        self
    }
    pub fn healthmonitor(mut self, value: impl Into<LoadBalancerHealthMonitor>) -> Self {
        self.healthmonitor = Some(value.into());
        self
    }
    /// Members of the pool.
    pub fn members(mut self, value: impl Into<Vec<LoadBalancerPoolMember>>) -> Self {
        self.members = Some(value.into());
        self
    }
    /// Secret holding the client certificate.
    pub fn secret_id(mut self, value: impl Into<String>) -> Self {
        self.secret_id = Some(value.into());
        self
    }
    pub fn session_persistence(
        mut self,
        value: impl Into<LoadBalancerSessionPersistence>,
    ) -> Self {
        self.session_persistence = Some(value.into());
        self
    }
    /// Client inactivity timeout in milliseconds.
    pub fn timeout_client_data(mut self, value: impl Into<i64>) -> Self {
        self.timeout_client_data = Some(value.into());
        self
    }
    /// Member connection timeout in milliseconds.
    pub fn timeout_member_connect(mut self, value: impl Into<i64>) -> Self {
        self.timeout_member_connect = Some(value.into());
        self
    }
    /// Member inactivity timeout in milliseconds.
    pub fn timeout_member_data(mut self, value: impl Into<i64>) -> Self {
        self.timeout_member_data = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<LoadBalancerPool, ::oapigen_runtime::ValidationErrors> {
        match (self.lb_algorithm, self.name, self.protocol) {
            (Some(lb_algorithm), Some(name), Some(protocol)) => {
                let value = LoadBalancerPool {
                    lb_algorithm,
                    name,
                    protocol,
                    ca_secret_id: self.ca_secret_id,
                    crl_secret_id: self.crl_secret_id,
                    healthmonitor: self.healthmonitor,
                    members: self.members,
                    secret_id: self.secret_id,
                    session_persistence: self.session_persistence,
                    timeout_client_data: self.timeout_client_data,
                    timeout_member_connect: self.timeout_member_connect,
                    timeout_member_data: self.timeout_member_data,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (lb_algorithm, name, protocol) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("lb_algorithm", lb_algorithm.is_some()),
                            ("name", name.is_some()),
                            ("protocol", protocol.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    LoadBalancerPool, super::schema::SCHEMAS, super::schema::SLOTS, 142
);
/// Health monitor of a pool (from the reference). `timeout` must be smaller than `delay`; the allowed values of `type` and `http_method` are not given by the sources.
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct LoadBalancerHealthMonitor {
    /// Time between checks.
    ///
    /// Constraints: at least 1.
    pub delay: LoadBalancerHealthMonitorDelay,
    /// Successful checks before a member counts as healthy.
    ///
    /// Constraints: at least 1, at most 10.
    pub max_retries: LoadBalancerHealthMonitorMaxRetries,
    /// Time after which one check fails; must be smaller than `delay`.
    pub timeout: i64,
    /// Kind of check.
    pub r#type: String,
    /// Whether the monitor is enabled.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub admin_state_up: Option<bool>,
    /// Domain name sent in HTTP checks.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub domain_name: Option<String>,
    /// HTTP status codes that count as healthy.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub expected_codes: Option<String>,
    /// HTTP method of the checks.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub http_method: Option<String>,
    /// HTTP version of the checks.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub http_version: Option<LoadBalancerHealthMonitorHttpVersion>,
    /// Failed checks before a member counts as unhealthy.
    ///
    /// Constraints: at least 1, at most 10.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub max_retries_down: Option<LoadBalancerHealthMonitorMaxRetriesDown>,
    /// Path requested by HTTP checks.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub url_path: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for LoadBalancerHealthMonitor {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            delay: object.required("delay")?,
            max_retries: object.required("max_retries")?,
            timeout: object.required("timeout")?,
            r#type: object.required("type")?,
            admin_state_up: object.optional("admin_state_up")?,
            domain_name: object.optional("domain_name")?,
            expected_codes: object.optional("expected_codes")?,
            http_method: object.optional("http_method")?,
            http_version: object.optional("http_version")?,
            max_retries_down: object.optional("max_retries_down")?,
            url_path: object.optional("url_path")?,
        })
    }
}
impl ::oapigen_runtime::Validate for LoadBalancerHealthMonitor {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.delay, &path.key("delay"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.max_retries,
            &path.key("max_retries"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.http_version,
            &path.key("http_version"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.max_retries_down,
            &path.key("max_retries_down"),
            out,
        );
    }
}
/// Builder for [`LoadBalancerHealthMonitor`](struct@LoadBalancerHealthMonitor): set members, then [`build`](LoadBalancerHealthMonitorBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct LoadBalancerHealthMonitorBuilder {
    delay: Option<LoadBalancerHealthMonitorDelay>,
    max_retries: Option<LoadBalancerHealthMonitorMaxRetries>,
    timeout: Option<i64>,
    r#type: Option<String>,
    admin_state_up: Option<bool>,
    domain_name: Option<String>,
    expected_codes: Option<String>,
    http_method: Option<String>,
    http_version: Option<LoadBalancerHealthMonitorHttpVersion>,
    max_retries_down: Option<LoadBalancerHealthMonitorMaxRetriesDown>,
    url_path: Option<String>,
}
impl LoadBalancerHealthMonitor {
    /// A builder for [`LoadBalancerHealthMonitor`](struct@LoadBalancerHealthMonitor).
    pub fn builder() -> LoadBalancerHealthMonitorBuilder {
        <LoadBalancerHealthMonitorBuilder as Default>::default()
    }
}
impl LoadBalancerHealthMonitorBuilder {
    /// Time between checks.
    pub fn delay(mut self, value: impl Into<LoadBalancerHealthMonitorDelay>) -> Self {
        self.delay = Some(value.into());
        self
    }
    /// Successful checks before a member counts as healthy.
    pub fn max_retries(
        mut self,
        value: impl Into<LoadBalancerHealthMonitorMaxRetries>,
    ) -> Self {
        self.max_retries = Some(value.into());
        self
    }
    /// Time after which one check fails; must be smaller than `delay`.
    pub fn timeout(mut self, value: impl Into<i64>) -> Self {
        self.timeout = Some(value.into());
        self
    }
    /// Kind of check.
    pub fn r#type(mut self, value: impl Into<String>) -> Self {
        self.r#type = Some(value.into());
        self
    }
    /// Whether the monitor is enabled.
    pub fn admin_state_up(mut self, value: impl Into<bool>) -> Self {
        self.admin_state_up = Some(value.into());
        self
    }
    /// Domain name sent in HTTP checks.
    pub fn domain_name(mut self, value: impl Into<String>) -> Self {
        self.domain_name = Some(value.into());
        self
    }
    /// HTTP status codes that count as healthy.
    pub fn expected_codes(mut self, value: impl Into<String>) -> Self {
        self.expected_codes = Some(value.into());
        self
    }
    /// HTTP method of the checks.
    pub fn http_method(mut self, value: impl Into<String>) -> Self {
        self.http_method = Some(value.into());
        self
    }
    /// HTTP version of the checks.
    pub fn http_version(
        mut self,
        value: impl Into<LoadBalancerHealthMonitorHttpVersion>,
    ) -> Self {
        self.http_version = Some(value.into());
        self
    }
    /// Failed checks before a member counts as unhealthy.
    pub fn max_retries_down(
        mut self,
        value: impl Into<LoadBalancerHealthMonitorMaxRetriesDown>,
    ) -> Self {
        self.max_retries_down = Some(value.into());
        self
    }
    /// Path requested by HTTP checks.
    pub fn url_path(mut self, value: impl Into<String>) -> Self {
        self.url_path = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<LoadBalancerHealthMonitor, ::oapigen_runtime::ValidationErrors> {
        match (self.delay, self.max_retries, self.timeout, self.r#type) {
            (Some(delay), Some(max_retries), Some(timeout), Some(r#type)) => {
                let value = LoadBalancerHealthMonitor {
                    delay,
                    max_retries,
                    timeout,
                    r#type,
                    admin_state_up: self.admin_state_up,
                    domain_name: self.domain_name,
                    expected_codes: self.expected_codes,
                    http_method: self.http_method,
                    http_version: self.http_version,
                    max_retries_down: self.max_retries_down,
                    url_path: self.url_path,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (delay, max_retries, timeout, r#type) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("delay", delay.is_some()),
                            ("max_retries", max_retries.is_some()),
                            ("timeout", timeout.is_some()),
                            ("type", r#type.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    LoadBalancerHealthMonitor, super::schema::SCHEMAS, super::schema::SLOTS, 143
);
/// Time between checks.
///
/// Constraints: at least 1.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerHealthMonitorDelay(i64);
impl LoadBalancerHealthMonitorDelay {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
    }
}
::oapigen_runtime::newtype!(copy LoadBalancerHealthMonitorDelay(i64));
::oapigen_runtime::validate_json!(
    LoadBalancerHealthMonitorDelay, super::schema::SCHEMAS, super::schema::SLOTS, 144
);
/// Successful checks before a member counts as healthy.
///
/// Constraints: at least 1, at most 10.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerHealthMonitorMaxRetries(i64);
impl LoadBalancerHealthMonitorMaxRetries {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 10i64);
    }
}
::oapigen_runtime::newtype!(copy LoadBalancerHealthMonitorMaxRetries(i64));
::oapigen_runtime::validate_json!(
    LoadBalancerHealthMonitorMaxRetries, super::schema::SCHEMAS, super::schema::SLOTS,
    145
);
/// HTTP version of the checks.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum LoadBalancerHealthMonitorHttpVersion {
    /// `1.0`
    V10,
    /// `1.1`
    V11,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    LoadBalancerHealthMonitorHttpVersion, [V10, V11], ["1.0", "1.1"]
);
::oapigen_runtime::validate_json!(
    LoadBalancerHealthMonitorHttpVersion, super::schema::SCHEMAS, super::schema::SLOTS,
    146
);
/// Failed checks before a member counts as unhealthy.
///
/// Constraints: at least 1, at most 10.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerHealthMonitorMaxRetriesDown(i64);
impl LoadBalancerHealthMonitorMaxRetriesDown {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 10i64);
    }
}
::oapigen_runtime::newtype!(copy LoadBalancerHealthMonitorMaxRetriesDown(i64));
::oapigen_runtime::validate_json!(
    LoadBalancerHealthMonitorMaxRetriesDown, super::schema::SCHEMAS,
    super::schema::SLOTS, 147
);
/// A member of a pool (from the reference). The reference names the member address `address`.
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct LoadBalancerPoolMember {
    /// Address of the member.
    pub address: String,
    /// Port of the member.
    ///
    /// Constraints: at least 1, at most 65535.
    pub protocol_port: LoadBalancerPoolMemberProtocolPort,
    /// Whether the member is enabled.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub admin_state_up: Option<bool>,
    /// Whether the member only receives traffic when the others are down.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub backup: Option<bool>,
    /// Instance that is the member.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub instance_id: Option<String>,
    /// Address used for health checks.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub monitor_address: Option<String>,
    /// Port used for health checks.
    ///
    /// Constraints: at least 1, at most 65535.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub monitor_port: Option<LoadBalancerPoolMemberMonitorPort>,
    /// Subnet of the member.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub subnet_id: Option<String>,
    /// Share of traffic the member receives.
    ///
    /// Constraints: at least 1, at most 256.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub weight: Option<LoadBalancerPoolMemberWeight>,
}
impl<'de> ::serde::Deserialize<'de> for LoadBalancerPoolMember {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            address: object.required("address")?,
            protocol_port: object.required("protocol_port")?,
            admin_state_up: object.optional("admin_state_up")?,
            backup: object.optional("backup")?,
            instance_id: object.optional("instance_id")?,
            monitor_address: object.optional("monitor_address")?,
            monitor_port: object.optional("monitor_port")?,
            subnet_id: object.optional("subnet_id")?,
            weight: object.optional("weight")?,
        })
    }
}
impl ::oapigen_runtime::Validate for LoadBalancerPoolMember {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(
            &self.protocol_port,
            &path.key("protocol_port"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.monitor_port,
            &path.key("monitor_port"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.weight, &path.key("weight"), out);
    }
}
/// Builder for [`LoadBalancerPoolMember`](struct@LoadBalancerPoolMember): set members, then [`build`](LoadBalancerPoolMemberBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct LoadBalancerPoolMemberBuilder {
    address: Option<String>,
    protocol_port: Option<LoadBalancerPoolMemberProtocolPort>,
    admin_state_up: Option<bool>,
    backup: Option<bool>,
    instance_id: Option<String>,
    monitor_address: Option<String>,
    monitor_port: Option<LoadBalancerPoolMemberMonitorPort>,
    subnet_id: Option<String>,
    weight: Option<LoadBalancerPoolMemberWeight>,
}
impl LoadBalancerPoolMember {
    /// A builder for [`LoadBalancerPoolMember`](struct@LoadBalancerPoolMember).
    pub fn builder() -> LoadBalancerPoolMemberBuilder {
        <LoadBalancerPoolMemberBuilder as Default>::default()
    }
}
impl LoadBalancerPoolMemberBuilder {
    /// Address of the member.
    pub fn address(mut self, value: impl Into<String>) -> Self {
        self.address = Some(value.into());
        self
    }
    /// Port of the member.
    pub fn protocol_port(
        mut self,
        value: impl Into<LoadBalancerPoolMemberProtocolPort>,
    ) -> Self {
        self.protocol_port = Some(value.into());
        self
    }
    /// Whether the member is enabled.
    pub fn admin_state_up(mut self, value: impl Into<bool>) -> Self {
        self.admin_state_up = Some(value.into());
        self
    }
    /// Whether the member only receives traffic when the others are down.
    pub fn backup(mut self, value: impl Into<bool>) -> Self {
        self.backup = Some(value.into());
        self
    }
    /// Instance that is the member.
    pub fn instance_id(mut self, value: impl Into<String>) -> Self {
        self.instance_id = Some(value.into());
        self
    }
    /// Address used for health checks.
    pub fn monitor_address(mut self, value: impl Into<String>) -> Self {
        self.monitor_address = Some(value.into());
        self
    }
    /// Port used for health checks.
    pub fn monitor_port(
        mut self,
        value: impl Into<LoadBalancerPoolMemberMonitorPort>,
    ) -> Self {
        self.monitor_port = Some(value.into());
        self
    }
    /// Subnet of the member.
    pub fn subnet_id(mut self, value: impl Into<String>) -> Self {
        self.subnet_id = Some(value.into());
        self
    }
    /// Share of traffic the member receives.
    pub fn weight(mut self, value: impl Into<LoadBalancerPoolMemberWeight>) -> Self {
        self.weight = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<LoadBalancerPoolMember, ::oapigen_runtime::ValidationErrors> {
        match (self.address, self.protocol_port) {
            (Some(address), Some(protocol_port)) => {
                let value = LoadBalancerPoolMember {
                    address,
                    protocol_port,
                    admin_state_up: self.admin_state_up,
                    backup: self.backup,
                    instance_id: self.instance_id,
                    monitor_address: self.monitor_address,
                    monitor_port: self.monitor_port,
                    subnet_id: self.subnet_id,
                    weight: self.weight,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (address, protocol_port) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[
                            ("address", address.is_some()),
                            ("protocol_port", protocol_port.is_some()),
                        ],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    LoadBalancerPoolMember, super::schema::SCHEMAS, super::schema::SLOTS, 148
);
/// Port of the member.
///
/// Constraints: at least 1, at most 65535.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerPoolMemberProtocolPort(i64);
impl LoadBalancerPoolMemberProtocolPort {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 65535i64);
    }
}
::oapigen_runtime::newtype!(copy LoadBalancerPoolMemberProtocolPort(i64));
::oapigen_runtime::validate_json!(
    LoadBalancerPoolMemberProtocolPort, super::schema::SCHEMAS, super::schema::SLOTS, 149
);
/// Port used for health checks.
///
/// Constraints: at least 1, at most 65535.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerPoolMemberMonitorPort(i64);
impl LoadBalancerPoolMemberMonitorPort {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 65535i64);
    }
}
::oapigen_runtime::newtype!(copy LoadBalancerPoolMemberMonitorPort(i64));
::oapigen_runtime::validate_json!(
    LoadBalancerPoolMemberMonitorPort, super::schema::SCHEMAS, super::schema::SLOTS, 150
);
/// Share of traffic the member receives.
///
/// Constraints: at least 1, at most 256.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerPoolMemberWeight(i64);
impl LoadBalancerPoolMemberWeight {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 256i64);
    }
}
::oapigen_runtime::newtype!(copy LoadBalancerPoolMemberWeight(i64));
::oapigen_runtime::validate_json!(
    LoadBalancerPoolMemberWeight, super::schema::SCHEMAS, super::schema::SLOTS, 151
);
/// Session persistence of a pool (from the reference).
///
/// Source: reference.
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct LoadBalancerSessionPersistence {
    /// Kind of session persistence.
    pub r#type: String,
    /// Cookie used to keep sessions.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub cookie_name: Option<String>,
    /// Granularity of the persistence.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub persistence_granularity: Option<String>,
    /// Timeout of the persistence.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub persistence_timeout: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for LoadBalancerSessionPersistence {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            r#type: object.required("type")?,
            cookie_name: object.optional("cookie_name")?,
            persistence_granularity: object.optional("persistence_granularity")?,
            persistence_timeout: object.optional("persistence_timeout")?,
        })
    }
}
impl ::oapigen_runtime::Validate for LoadBalancerSessionPersistence {}
/// Builder for [`LoadBalancerSessionPersistence`](struct@LoadBalancerSessionPersistence): set members, then [`build`](LoadBalancerSessionPersistenceBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct LoadBalancerSessionPersistenceBuilder {
    r#type: Option<String>,
    cookie_name: Option<String>,
    persistence_granularity: Option<String>,
    persistence_timeout: Option<i64>,
}
impl LoadBalancerSessionPersistence {
    /// A builder for [`LoadBalancerSessionPersistence`](struct@LoadBalancerSessionPersistence).
    pub fn builder() -> LoadBalancerSessionPersistenceBuilder {
        <LoadBalancerSessionPersistenceBuilder as Default>::default()
    }
}
impl LoadBalancerSessionPersistenceBuilder {
    /// Kind of session persistence.
    pub fn r#type(mut self, value: impl Into<String>) -> Self {
        self.r#type = Some(value.into());
        self
    }
    /// Cookie used to keep sessions.
    pub fn cookie_name(mut self, value: impl Into<String>) -> Self {
        self.cookie_name = Some(value.into());
        self
    }
    /// Granularity of the persistence.
    pub fn persistence_granularity(mut self, value: impl Into<String>) -> Self {
        self.persistence_granularity = Some(value.into());
        self
    }
    /// Timeout of the persistence.
    pub fn persistence_timeout(mut self, value: impl Into<i64>) -> Self {
        self.persistence_timeout = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<LoadBalancerSessionPersistence, ::oapigen_runtime::ValidationErrors> {
        match (self.r#type,) {
            (Some(r#type),) => {
                let value = LoadBalancerSessionPersistence {
                    r#type,
                    cookie_name: self.cookie_name,
                    persistence_granularity: self.persistence_granularity,
                    persistence_timeout: self.persistence_timeout,
                };
                Ok(value)
            }
            (r#type,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("type", r#type.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    LoadBalancerSessionPersistence, super::schema::SCHEMAS, super::schema::SLOTS, 152
);
/// Client inactivity timeout in milliseconds.
///
/// Constraints: at least 0, at most 86400000.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerListenerTimeoutClientData(i64);
impl LoadBalancerListenerTimeoutClientData {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 86400000i64);
    }
}
::oapigen_runtime::newtype!(copy LoadBalancerListenerTimeoutClientData(i64));
::oapigen_runtime::validate_json!(
    LoadBalancerListenerTimeoutClientData, super::schema::SCHEMAS, super::schema::SLOTS,
    153
);
/// Member connection timeout in milliseconds.
///
/// Constraints: at least 0, at most 86400000.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerListenerTimeoutMemberConnect(i64);
impl LoadBalancerListenerTimeoutMemberConnect {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 86400000i64);
    }
}
::oapigen_runtime::newtype!(copy LoadBalancerListenerTimeoutMemberConnect(i64));
::oapigen_runtime::validate_json!(
    LoadBalancerListenerTimeoutMemberConnect, super::schema::SCHEMAS,
    super::schema::SLOTS, 154
);
/// Member inactivity timeout in milliseconds.
///
/// Constraints: at least 0, at most 86400000.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerListenerTimeoutMemberData(i64);
impl LoadBalancerListenerTimeoutMemberData {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 86400000i64);
    }
}
::oapigen_runtime::newtype!(copy LoadBalancerListenerTimeoutMemberData(i64));
::oapigen_runtime::validate_json!(
    LoadBalancerListenerTimeoutMemberData, super::schema::SCHEMAS, super::schema::SLOTS,
    155
);
/// A basic-authentication user of a listener (from the reference).
///
/// Source: reference.
///
/// Rules checked by `validate()`:
/// - `encrypted_password` must be given in requests (write-only: responses leave it out).
#[derive(Clone, PartialEq, ::serde::Serialize)]
pub struct LoadBalancerListenerUser {
    /// Encrypted password of the user.
    ///
    /// Constraints: none beyond the type.
    ///
    /// Sensitive: never shown by `Debug` or in validation errors.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub encrypted_password: Option<LoadBalancerListenerUserEncryptedPassword>,
    /// User name.
    pub username: String,
}
impl<'de> ::serde::Deserialize<'de> for LoadBalancerListenerUser {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            encrypted_password: object.optional_secret("encrypted_password")?,
            username: object.required("username")?,
        })
    }
}
impl ::std::fmt::Debug for LoadBalancerListenerUser {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("LoadBalancerListenerUser")
            .field("encrypted_password", &::oapigen_runtime::Redacted)
            .field("username", &self.username)
            .finish()
    }
}
impl ::oapigen_runtime::Validate for LoadBalancerListenerUser {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        out.sensitive(|out| ::oapigen_runtime::Validate::validate_at(
            &self.encrypted_password,
            &path.key("encrypted_password"),
            out,
        ));
        ::oapigen_runtime::check::required_present(
            out,
            path,
            "encrypted_password",
            self.encrypted_password.is_some(),
        );
    }
}
/// Builder for [`LoadBalancerListenerUser`](struct@LoadBalancerListenerUser): set members, then [`build`](LoadBalancerListenerUserBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct LoadBalancerListenerUserBuilder {
    encrypted_password: Option<LoadBalancerListenerUserEncryptedPassword>,
    username: Option<String>,
}
impl ::std::fmt::Debug for LoadBalancerListenerUserBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("LoadBalancerListenerUserBuilder")
            .field("encrypted_password", &::oapigen_runtime::Redacted)
            .field("username", &self.username)
            .finish()
    }
}
impl LoadBalancerListenerUser {
    /// A builder for [`LoadBalancerListenerUser`](struct@LoadBalancerListenerUser).
    pub fn builder() -> LoadBalancerListenerUserBuilder {
        <LoadBalancerListenerUserBuilder as Default>::default()
    }
}
impl LoadBalancerListenerUserBuilder {
    /// Encrypted password of the user.
    pub fn encrypted_password(
        mut self,
        value: impl Into<LoadBalancerListenerUserEncryptedPassword>,
    ) -> Self {
        self.encrypted_password = Some(value.into());
        self
    }
    /// User name.
    pub fn username(mut self, value: impl Into<String>) -> Self {
        self.username = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<LoadBalancerListenerUser, ::oapigen_runtime::ValidationErrors> {
        match (self.username,) {
            (Some(username),) => {
                let value = LoadBalancerListenerUser {
                    encrypted_password: self.encrypted_password,
                    username,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (username,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("username", username.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    LoadBalancerListenerUser, super::schema::SCHEMAS, super::schema::SLOTS, 156
);
/// Encrypted password of the user.
///
/// Constraints: none beyond the type.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerListenerUserEncryptedPassword(String);
impl LoadBalancerListenerUserEncryptedPassword {
    fn check(
        _value: &str,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {}
}
::oapigen_runtime::newtype!(string LoadBalancerListenerUserEncryptedPassword, sensitive);
::oapigen_runtime::validate_json!(
    LoadBalancerListenerUserEncryptedPassword, super::schema::SCHEMAS,
    super::schema::SLOTS, 157
);
/// Template from which the name is generated; sent instead of `name`.
///
/// Constraints: matching `^[a-zA-Z0-9{][a-zA-Z 0-9._\-}{]{1,61}[a-zA-Z0-9._}]$`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct LoadBalancerCreateRequestNameTemplate(String);
impl LoadBalancerCreateRequestNameTemplate {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        static PATTERN: ::oapigen_runtime::Pattern = ::oapigen_runtime::Pattern::new(
            "^[a-zA-Z0-9{][a-zA-Z 0-9._\\-}{]{1,61}[a-zA-Z0-9._}]$",
        );
        ::oapigen_runtime::check::pattern(out, path, value, &PATTERN);
    }
}
::oapigen_runtime::newtype!(string LoadBalancerCreateRequestNameTemplate);
::oapigen_runtime::validate_json!(
    LoadBalancerCreateRequestNameTemplate, super::schema::SCHEMAS, super::schema::SLOTS,
    158
);
/// Preferred connectivity to pool members: `L2` gives the best performance, `L3` uses fewer addresses. Only applies to members given by `instance_id` plus address, not to members given by `subnet_id` plus address.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum LoadBalancerCreateRequestPreferredConnectivity {
    /// `L2`
    L2,
    /// `L3`
    L3,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    LoadBalancerCreateRequestPreferredConnectivity, [L2, L3], ["L2", "L3"]
);
::oapigen_runtime::validate_json!(
    LoadBalancerCreateRequestPreferredConnectivity, super::schema::SCHEMAS,
    super::schema::SLOTS, 159
);
/// Default: `1000`.
///
/// Constraints: at most 1000.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct ListFunctionsLimit(i64);
impl ListFunctionsLimit {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::maximum_i(out, path, value, 1000i64);
    }
}
::oapigen_runtime::newtype!(copy ListFunctionsLimit(i64));
::oapigen_runtime::validate_json!(
    ListFunctionsLimit, super::schema::SCHEMAS, super::schema::SLOTS, 160
);
/// Default: `0`.
///
/// Constraints: at least 0.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct ListFunctionsOffset(i64);
impl ListFunctionsOffset {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
    }
}
::oapigen_runtime::newtype!(copy ListFunctionsOffset(i64));
::oapigen_runtime::validate_json!(
    ListFunctionsOffset, super::schema::SCHEMAS, super::schema::SLOTS, 161
);
/// Default: `"created_at.desc"`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum ListFunctionsOrderBy {
    /// `created_at.asc`
    CreatedAtAsc,
    /// `created_at.desc`
    CreatedAtDesc,
    /// `name.asc`
    NameAsc,
    /// `name.desc`
    NameDesc,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(
    ListFunctionsOrderBy, [CreatedAtAsc, CreatedAtDesc, NameAsc, NameDesc],
    ["created_at.asc", "created_at.desc", "name.asc", "name.desc"]
);
::oapigen_runtime::validate_json!(
    ListFunctionsOrderBy, super::schema::SCHEMAS, super::schema::SLOTS, 162
);
/// Constraints: matching `^[-a-z0-9]{0,25}[-a-z0-9]$`.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct ListFunctionsSearch(String);
impl ListFunctionsSearch {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        static PATTERN: ::oapigen_runtime::Pattern = ::oapigen_runtime::Pattern::new(
            "^[-a-z0-9]{0,25}[-a-z0-9]$",
        );
        ::oapigen_runtime::check::pattern(out, path, value, &PATTERN);
    }
}
::oapigen_runtime::newtype!(string ListFunctionsSearch);
::oapigen_runtime::validate_json!(
    ListFunctionsSearch, super::schema::SCHEMAS, super::schema::SLOTS, 163
);
