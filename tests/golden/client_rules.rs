/// The API client: one method per operation, each returning a request builder.
pub mod client {
use super::types;
/// Client for Client rules 1.0.0.
///
/// Cheap to clone: clones share one connection pool.
#[derive(Debug, Clone)]
pub struct Client {
    transport: ::oapigen_runtime::Transport,
}
impl ::oapigen_runtime::FromTransport for Client {
    fn from_transport(transport: ::oapigen_runtime::Transport) -> Self {
        Self { transport }
    }
    fn check_default_param(name: &str, value: &str) -> Result<(), String> {
        match name {
            "project_id" => {
                if value.parse::<i64>().is_err() {
                    return Err(String::from("an integer (i64)"));
                }
                Ok(())
            }
            "shard" => {
                if value
                    .parse::<i64>()
                    .ok()
                    .and_then(|n| types::ListShardThingsShard::try_from(n).ok())
                    .is_none()
                {
                    return Err(
                        String::from(
                            "a valid `types::ListShardThingsShard` (as operation `listShardThings` expects)",
                        ),
                    );
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}
impl Client {
    /// A client builder with this API's defaults: base URL `http://localhost` and its authentication header.
    pub fn builder() -> ::oapigen_runtime::ClientBuilder<Self> {
        ::oapigen_runtime::ClientBuilder::new("http://localhost")
            .auth_header("X-Api-Key")
            .auth_scheme("")
            .credentials_hint(
                "set the environment variable CLIENT_RULES_KEY (read by `Client::from_env`) or call `api_key(..)` on the client builder",
            )
    }
    /// A client configured from the environment (`CLIENT_RULES_KEY`, `CLIENT_RULES_PROJECT`, `CLIENT_RULES_SHARD`); unset variables keep the defaults.
    pub fn from_env() -> Result<Self, ::oapigen_runtime::Error> {
        Self::builder()
            .env(
                "CLIENT_RULES_KEY",
                "",
                &[
                    ("project_id", "CLIENT_RULES_PROJECT"),
                    ("shard", "CLIENT_RULES_SHARD"),
                ],
            )
            .build()
    }
    /// The transport (base URL, retry and poll policies, defaults).
    pub fn transport(&self) -> &::oapigen_runtime::Transport {
        &self.transport
    }
    /// Polls `getJob` until the task reaches FINISHED (returns the task) or ERROR (an `Error::TaskFailed` with the task's error text), at the interval and within the deadline of the client's poll policy (`Error::Timeout` carries the last state seen).
    pub async fn wait_for_task(
        &self,
        task_id: &str,
    ) -> Result<types::Job, ::oapigen_runtime::Error> {
        ::oapigen_runtime::wait_for(
                self.transport.poll_policy(),
                task_id,
                || self.get_job().job_id(task_id).send(),
                Self::task_status,
            )
            .await
    }
    /// Waits for every task at once (see [`wait_for_task`](Self::wait_for_task)); the
    /// result holds the finished tasks in the order of `task_ids`.
    pub async fn wait_for_tasks(
        &self,
        task_ids: &[String],
    ) -> Result<Vec<types::Job>, ::oapigen_runtime::Error> {
        ::oapigen_runtime::wait_for_all(
                self.transport.poll_policy(),
                task_ids,
                |id: &str| {
                    let id = id.to_string();
                    async move { self.get_job().job_id(id).send().await }
                },
                Self::task_status,
            )
            .await
    }
    fn task_status(task: &types::Job) -> ::oapigen_runtime::TaskStatus {
        match task.status.as_str() {
            "FINISHED" => ::oapigen_runtime::TaskStatus::Finished,
            "ERROR" => {
                ::oapigen_runtime::TaskStatus::Failed {
                    error: None,
                }
            }
            other => {
                ::oapigen_runtime::TaskStatus::Pending {
                    state: other.to_string(),
                }
            }
        }
    }
    /// `GET /health` (operation `health`).
    pub fn health(&self) -> builders::Health<'_> {
        builders::Health::new(self)
    }
    /// `POST /projects/{project_id}/things` (operation `createThing`).
    pub fn create_thing(&self) -> builders::CreateThing<'_> {
        builders::CreateThing::new(self)
    }
    /// `GET /shards/{shard}/things` (operation `listShardThings`).
    pub fn list_shard_things(&self) -> builders::ListShardThings<'_> {
        builders::ListShardThings::new(self)
    }
    /// `POST /jobs` (operation `startJob`).
    pub fn start_job(&self) -> builders::StartJob<'_> {
        builders::StartJob::new(self)
    }
    /// `POST /exports` (operation `startExport`).
    pub fn start_export(&self) -> builders::StartExport<'_> {
        builders::StartExport::new(self)
    }
    /// `GET /exports/{export_id}` (operation `getExport`).
    pub fn get_export(&self) -> builders::GetExport<'_> {
        builders::GetExport::new(self)
    }
    /// `GET /jobs/{job_id}` (operation `getJob`).
    pub fn get_job(&self) -> builders::GetJob<'_> {
        builders::GetJob::new(self)
    }
}
/// Polls `getExport` until the task reaches DONE (returns the task) or BROKEN (an `Error::TaskFailed` with the task's error text), at the interval and within the deadline of the client's poll policy (`Error::Timeout` carries the last state seen).
async fn wait_for_tasks_via_5(
    client: &Client,
    task_ids: &[String],
) -> Result<Vec<types::Export>, ::oapigen_runtime::Error> {
    ::oapigen_runtime::wait_for_all(
            client.transport.poll_policy(),
            task_ids,
            |id: &str| {
                let id = id.to_string();
                async move { client.get_export().export_id(id).send().await }
            },
            |task: &types::Export| -> ::oapigen_runtime::TaskStatus {
                match task.state.as_str() {
                    "DONE" => ::oapigen_runtime::TaskStatus::Finished,
                    "BROKEN" => {
                        ::oapigen_runtime::TaskStatus::Failed {
                            error: None,
                        }
                    }
                    other => {
                        ::oapigen_runtime::TaskStatus::Pending {
                            state: other.to_string(),
                        }
                    }
                }
            },
        )
        .await
}
/// Request builders, one per operation.
pub mod builders {
    use super::super::types;
    /// Request builder for `health` (GET `/health`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct Health<'a> {
        client: &'a super::Client,
        skip_validation: bool,
    }
    impl<'a> Health<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
            }
        }
        /// Sends the request without checking parameters and body against the document's
        /// constraints first: for when the server accepts what the document forbids.
        pub fn skip_validation(mut self) -> Self {
            self.skip_validation = true;
            self
        }
        /// Checks the request and builds it for the transport; nothing is sent.
        pub fn build_request(
            &self,
        ) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
            let request = ::oapigen_runtime::Request::new(
                "health",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/health",
                String::from("/health"),
            );
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<(), ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client.transport.send_with(self.build_request(), |_| Ok(()))
        }
    }
    /// Request builder for `createThing` (POST `/projects/{project_id}/things`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct CreateThing<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        body: Option<types::Thing>,
    }
    impl<'a> CreateThing<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                body: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::Thing) -> Self {
            self.body = Some(value);
            self
        }
        /// Sends the request without checking parameters and body against the document's
        /// constraints first: for when the server accepts what the document forbids.
        pub fn skip_validation(mut self) -> Self {
            self.skip_validation = true;
            self
        }
        /// Checks the request and builds it for the transport; nothing is sent.
        pub fn build_request(
            &self,
        ) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
            let param_project_id = self
                .project_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("project_id")
                        .and_then(|v| v.parse().ok())
                });
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            let path_params = ::oapigen_runtime::Path::ROOT.key("$path");
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "project_id",
                param_project_id.is_some(),
            );
            ::oapigen_runtime::check::required_present(
                out,
                &::oapigen_runtime::Path::ROOT,
                "$body",
                self.body.is_some(),
            );
            'constraints: {
                if self.skip_validation {
                    break 'constraints;
                }
                if let Some(body) = &self.body {
                    let root = &::oapigen_runtime::Path::ROOT;
                    ::oapigen_runtime::Validate::validate_at(body, root, out);
                }
            }
            violations.into_result()?;
            let (Some(param_project_id),) = (param_project_id,) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                    "createThing",
                    ::oapigen_runtime::reexports::reqwest::Method::POST,
                    "/projects/{project_id}/things",
                    format!(
                        "/projects/{}/things",
                        ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ),
                )
                .credentials_required();
            if let Some(body) = &self.body {
                request = request.json_body(body)?;
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::Thing, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| response.json("createThing"))
        }
    }
    /// Request builder for `listShardThings` (GET `/shards/{shard}/things`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct ListShardThings<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        shard: Option<types::ListShardThingsShard>,
    }
    impl<'a> ListShardThings<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                shard: None,
            }
        }
        /// `shard` (path parameter, required).
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn shard(mut self, value: types::ListShardThingsShard) -> Self {
            self.shard = Some(value);
            self
        }
        /// Sends the request without checking parameters and body against the document's
        /// constraints first: for when the server accepts what the document forbids.
        pub fn skip_validation(mut self) -> Self {
            self.skip_validation = true;
            self
        }
        /// Checks the request and builds it for the transport; nothing is sent.
        pub fn build_request(
            &self,
        ) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
            let param_shard = self
                .shard
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("shard")
                        .and_then(|v| {
                            v
                                .parse::<i64>()
                                .ok()
                                .and_then(|n| types::ListShardThingsShard::try_from(n).ok())
                        })
                });
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            let path_params = ::oapigen_runtime::Path::ROOT.key("$path");
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "shard",
                param_shard.is_some(),
            );
            'constraints: {
                if self.skip_validation {
                    break 'constraints;
                }
                if let Some(v) = &param_shard {
                    let base = ::oapigen_runtime::Path::ROOT.key("$path");
                    let p = &base.key("shard");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
            }
            violations.into_result()?;
            let (Some(param_shard),) = (param_shard,) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let request = ::oapigen_runtime::Request::new(
                    "listShardThings",
                    ::oapigen_runtime::reexports::reqwest::Method::GET,
                    "/shards/{shard}/things",
                    format!(
                        "/shards/{}/things",
                        ::oapigen_runtime::encode_path_segment(&param_shard),
                    ),
                )
                .credentials_required();
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<(), ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client.transport.send_with(self.build_request(), |_| Ok(()))
        }
    }
    /// Request builder for `startJob` (POST `/jobs`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct StartJob<'a> {
        client: &'a super::Client,
        skip_validation: bool,
    }
    impl<'a> StartJob<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
            }
        }
        /// Sends the request without checking parameters and body against the document's
        /// constraints first: for when the server accepts what the document forbids.
        pub fn skip_validation(mut self) -> Self {
            self.skip_validation = true;
            self
        }
        /// Checks the request and builds it for the transport; nothing is sent.
        pub fn build_request(
            &self,
        ) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
            let request = ::oapigen_runtime::Request::new(
                    "startJob",
                    ::oapigen_runtime::reexports::reqwest::Method::POST,
                    "/jobs",
                    String::from("/jobs"),
                )
                .credentials_required();
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::Ids, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| response.json("startJob"))
        }
        /// Sends the request, then waits until **every** task it started has finished
        /// (see [`Client::wait_for_tasks`](super::Client::wait_for_tasks)), and returns the finished tasks in order.
        pub async fn send_and_wait(
            self,
        ) -> Result<Vec<types::Job>, ::oapigen_runtime::Error> {
            let client = self.client;
            let response = self.send().await?;
            let ids = Some(&response.ids)
                .map(|ids| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>())
                .unwrap_or_default();
            client.wait_for_tasks(&ids).await
        }
    }
    /// Request builder for `startExport` (POST `/exports`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct StartExport<'a> {
        client: &'a super::Client,
        skip_validation: bool,
    }
    impl<'a> StartExport<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
            }
        }
        /// Sends the request without checking parameters and body against the document's
        /// constraints first: for when the server accepts what the document forbids.
        pub fn skip_validation(mut self) -> Self {
            self.skip_validation = true;
            self
        }
        /// Checks the request and builds it for the transport; nothing is sent.
        pub fn build_request(
            &self,
        ) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
            let request = ::oapigen_runtime::Request::new(
                    "startExport",
                    ::oapigen_runtime::reexports::reqwest::Method::POST,
                    "/exports",
                    String::from("/exports"),
                )
                .credentials_required();
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::Ids, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| response.json("startExport"))
        }
        /// Sends the request, then waits until **every** task it started has finished
        /// (see [`Client::wait_for_tasks`](super::Client::wait_for_tasks)), and returns the finished tasks in order.
        pub async fn send_and_wait(
            self,
        ) -> Result<Vec<types::Export>, ::oapigen_runtime::Error> {
            let client = self.client;
            let response = self.send().await?;
            let ids = Some(&response.ids)
                .map(|ids| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>())
                .unwrap_or_default();
            super::wait_for_tasks_via_5(client, &ids).await
        }
    }
    /// Request builder for `getExport` (GET `/exports/{export_id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct GetExport<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        export_id: Option<String>,
    }
    impl<'a> GetExport<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                export_id: None,
            }
        }
        /// `export_id` (path parameter, required).
        pub fn export_id(mut self, value: impl Into<String>) -> Self {
            self.export_id = Some(value.into());
            self
        }
        /// Sends the request without checking parameters and body against the document's
        /// constraints first: for when the server accepts what the document forbids.
        pub fn skip_validation(mut self) -> Self {
            self.skip_validation = true;
            self
        }
        /// Checks the request and builds it for the transport; nothing is sent.
        pub fn build_request(
            &self,
        ) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
            let param_export_id = self.export_id.clone();
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            let path_params = ::oapigen_runtime::Path::ROOT.key("$path");
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "export_id",
                param_export_id.is_some(),
            );
            violations.into_result()?;
            let (Some(param_export_id),) = (param_export_id,) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let request = ::oapigen_runtime::Request::new(
                    "getExport",
                    ::oapigen_runtime::reexports::reqwest::Method::GET,
                    "/exports/{export_id}",
                    format!(
                        "/exports/{}",
                        ::oapigen_runtime::encode_path_segment(&param_export_id),
                    ),
                )
                .credentials_required();
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::Export, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| response.json("getExport"))
        }
    }
    /// Request builder for `getJob` (GET `/jobs/{job_id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct GetJob<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        job_id: Option<String>,
    }
    impl<'a> GetJob<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                job_id: None,
            }
        }
        /// `job_id` (path parameter, required).
        pub fn job_id(mut self, value: impl Into<String>) -> Self {
            self.job_id = Some(value.into());
            self
        }
        /// Sends the request without checking parameters and body against the document's
        /// constraints first: for when the server accepts what the document forbids.
        pub fn skip_validation(mut self) -> Self {
            self.skip_validation = true;
            self
        }
        /// Checks the request and builds it for the transport; nothing is sent.
        pub fn build_request(
            &self,
        ) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
            let param_job_id = self.job_id.clone();
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            let path_params = ::oapigen_runtime::Path::ROOT.key("$path");
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "job_id",
                param_job_id.is_some(),
            );
            violations.into_result()?;
            let (Some(param_job_id),) = (param_job_id,) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let request = ::oapigen_runtime::Request::new(
                    "getJob",
                    ::oapigen_runtime::reexports::reqwest::Method::GET,
                    "/jobs/{job_id}",
                    format!(
                        "/jobs/{}",
                        ::oapigen_runtime::encode_path_segment(&param_job_id),
                    ),
                )
                .credentials_required();
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::Job, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| response.json("getJob"))
        }
    }
}
}
/// The document's schemas, pruned to those the crate uses, for exact JSON Schema
/// validation: `validate_json` of every type, and `validate()` of the values whose Rust
/// type is looser than their schema.
pub mod schema {
#![doc(hidden)]
pub(crate) static SCHEMAS: ::oapigen_runtime::Schemas = ::oapigen_runtime::Schemas::new(
    &[
        (
            "file:///oapigen/client_rules.yaml",
            "{\"components\":{\"schemas\":{\"Export\":{\"type\":\"object\",\"required\":[\"id\",\"state\"],\"properties\":{\"id\":{\"type\":\"string\"},\"state\":{\"type\":\"string\"}}},\"Ids\":{\"type\":\"object\",\"required\":[\"ids\"],\"properties\":{\"ids\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}}},\"Job\":{\"type\":\"object\",\"required\":[\"id\",\"status\"],\"properties\":{\"id\":{\"type\":\"string\"},\"status\":{\"type\":\"string\"}}},\"Thing\":{\"type\":\"object\",\"required\":[\"name\"],\"properties\":{\"name\":{\"type\":\"string\",\"maxLength\":5}}}}},\"paths\":{\"/shards/{shard}/things\":{\"get\":{\"parameters\":[{\"schema\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":8}}]}}}}",
        ),
    ],
    &[],
);
pub(crate) static SLOTS: [::oapigen_runtime::Slot; 6] = [
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/client_rules.yaml#/components/schemas/Thing",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/client_rules.yaml#/components/schemas/Thing/properties/name",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/client_rules.yaml#/components/schemas/Ids",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/client_rules.yaml#/components/schemas/Job",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/client_rules.yaml#/components/schemas/Export",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/client_rules.yaml#/paths/~1shards~1%7Bshard%7D~1things/get/parameters/0/schema",
    ),
];
}
/// Every schema of the document as a Rust type.
///
/// Constructing a value checks its constraints; deserializing does not (server answers are
/// read tolerantly); `validate()` checks any value and the client calls it before sending.
pub mod types {
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Thing {
    /// Constraints: at most 5 characters.
    pub name: ThingName,
}
impl<'de> ::serde::Deserialize<'de> for Thing {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            name: object.required("name")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Thing {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
    }
}
/// Builder for [`Thing`](struct@Thing): set members, then [`build`](ThingBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct ThingBuilder {
    name: Option<ThingName>,
}
impl Thing {
    /// A builder for [`Thing`](struct@Thing).
    pub fn builder() -> ThingBuilder {
        <ThingBuilder as Default>::default()
    }
}
impl ThingBuilder {
    pub fn name(mut self, value: impl Into<ThingName>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<Thing, ::oapigen_runtime::ValidationErrors> {
        match (self.name,) {
            (Some(name),) => {
                let value = Thing { name };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (name,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("name", name.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    Thing, super::schema::SCHEMAS, super::schema::SLOTS, 0
);
/// Constraints: at most 5 characters.
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
pub struct ThingName(String);
impl ThingName {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 5u64);
    }
}
::oapigen_runtime::newtype!(string ThingName);
::oapigen_runtime::validate_json!(
    ThingName, super::schema::SCHEMAS, super::schema::SLOTS, 1
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Ids {
    pub ids: Vec<String>,
}
impl<'de> ::serde::Deserialize<'de> for Ids {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            ids: object.required("ids")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Ids {
    fn validate_at(
        &self,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {}
}
::oapigen_runtime::validate_json!(Ids, super::schema::SCHEMAS, super::schema::SLOTS, 2);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Job {
    pub id: String,
    pub status: String,
}
impl<'de> ::serde::Deserialize<'de> for Job {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            id: object.required("id")?,
            status: object.required("status")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Job {
    fn validate_at(
        &self,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {}
}
::oapigen_runtime::validate_json!(Job, super::schema::SCHEMAS, super::schema::SLOTS, 3);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Export {
    pub id: String,
    pub state: String,
}
impl<'de> ::serde::Deserialize<'de> for Export {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            id: object.required("id")?,
            state: object.required("state")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Export {
    fn validate_at(
        &self,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {}
}
::oapigen_runtime::validate_json!(
    Export, super::schema::SCHEMAS, super::schema::SLOTS, 4
);
/// Constraints: at least 1, at most 8.
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
pub struct ListShardThingsShard(i64);
impl ListShardThingsShard {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 8i64);
    }
}
::oapigen_runtime::newtype!(copy ListShardThingsShard(i64));
::oapigen_runtime::validate_json!(
    ListShardThingsShard, super::schema::SCHEMAS, super::schema::SLOTS, 5
);
}
pub use client::Client;
pub use ::oapigen_runtime::{Error, Nullable, Validate, ValidationErrors};
::oapigen_runtime::require_runtime!("0.1.0");
