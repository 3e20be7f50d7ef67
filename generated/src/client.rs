//! The API client: one method per operation, each returning a request builder.
use super::types;
/// Client for Cloud Infrastructure Management API 1.0.0.
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
            "region_id" => {
                if value.parse::<i64>().is_err() {
                    return Err(String::from("an integer (i64)"));
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}
impl Client {
    /// A client builder with this API's defaults: base URL `https://api.gcore.com` and its authentication header.
    pub fn builder() -> ::oapigen_runtime::ClientBuilder<Self> {
        ::oapigen_runtime::ClientBuilder::new("https://api.gcore.com")
            .auth_header("Authorization")
            .auth_scheme("apikey")
            .credentials_hint(
                "set the environment variable GCORE_API_KEY (read by `Client::from_env`) or call `api_key(..)` on the client builder",
            )
            .require_credentials()
    }
    /// A client configured from the environment (`GCORE_API_KEY`, `GCORE_BASE_URL`, `GCORE_CLOUD_PROJECT_ID`, `GCORE_CLOUD_REGION_ID`); unset variables keep the defaults.
    pub fn from_env() -> Result<Self, ::oapigen_runtime::Error> {
        Self::builder()
            .env(
                "GCORE_API_KEY",
                "GCORE_BASE_URL",
                &[
                    ("project_id", "GCORE_CLOUD_PROJECT_ID"),
                    ("region_id", "GCORE_CLOUD_REGION_ID"),
                ],
            )
            .build()
    }
    /// The transport (base URL, retry and poll policies, defaults).
    pub fn transport(&self) -> &::oapigen_runtime::Transport {
        &self.transport
    }
    /// Polls `getTask` until the task reaches FINISHED (returns the task) or ERROR (an `Error::TaskFailed` with the task's error text), at the interval and within the deadline of the client's poll policy (`Error::Timeout` carries the last state seen).
    pub async fn wait_for_task(
        &self,
        task_id: &str,
    ) -> Result<types::Task, ::oapigen_runtime::Error> {
        ::oapigen_runtime::wait_for(
                self.transport.poll_policy(),
                task_id,
                || self.get_task().task_id(task_id).send(),
                Self::task_status,
            )
            .await
    }
    /// Waits for every task at once (see [`wait_for_task`](Self::wait_for_task)); the
    /// result holds the finished tasks in the order of `task_ids`.
    pub async fn wait_for_tasks(
        &self,
        task_ids: &[String],
    ) -> Result<Vec<types::Task>, ::oapigen_runtime::Error> {
        ::oapigen_runtime::wait_for_all(
                self.transport.poll_policy(),
                task_ids,
                |id: &str| {
                    let id = id.to_string();
                    async move { self.get_task().task_id(id).send().await }
                },
                Self::task_status,
            )
            .await
    }
    fn task_status(task: &types::Task) -> ::oapigen_runtime::TaskStatus {
        match task.state.as_str() {
            "FINISHED" => ::oapigen_runtime::TaskStatus::Finished,
            "ERROR" => {
                ::oapigen_runtime::TaskStatus::Failed {
                    error: task.error.value().map(|e| e.to_string()),
                }
            }
            other => {
                ::oapigen_runtime::TaskStatus::Pending {
                    state: other.to_string(),
                }
            }
        }
    }
    /// Check quotas for a planned PostgreSQL cluster
    ///
    /// Describes a managed PostgreSQL cluster that the caller intends to create and returns the quota figures that such a cluster would exceed. Nothing is created.
    ///
    /// `POST /cloud/v1/dbaas/postgres/check_limit/{project_id}/{region_id}` (operation `checkPostgresQuota`).
    pub fn check_postgres_quota(&self) -> builders::CheckPostgresQuota<'_> {
        builders::CheckPostgresQuota::new(self)
    }
    /// List the functions of a namespace
    ///
    /// Returns one page of the functions in a serverless namespace together with the total number of functions. Pages are selected with `limit` and `offset`.
    ///
    /// `GET /cloud/v1/faas/namespaces/{project_id}/{region_id}/{namespace_name}/functions` (operation `listFunctions`).
    pub fn list_functions(&self) -> builders::ListFunctions<'_> {
        builders::ListFunctions::new(self)
    }
    /// Attach a volume to an instance
    ///
    /// Attaches a block volume to the given instance and returns the updated volume.
    ///
    /// `POST /cloud/v1/volumes/{project_id}/{region_id}/{volume_id}/attach` (operation `attachVolume`).
    pub fn attach_volume(&self) -> builders::AttachVolume<'_> {
        builders::AttachVolume::new(self)
    }
    /// Update a security group
    ///
    /// Renames a security group, creates or deletes some of its rules and changes its tags. Tags are changed with JSON Merge Patch semantics (RFC 7386); see the `tags` field of the body.
    ///
    /// `PATCH /cloud/v1/securitygroups/{project_id}/{region_id}/{group_id}` (operation `updateSecurityGroup`).
    pub fn update_security_group(&self) -> builders::UpdateSecurityGroup<'_> {
        builders::UpdateSecurityGroup::new(self)
    }
    /// Create an inference deployment
    ///
    /// Starts the creation of an inference instance that serves a container image in one or more regions. The answer lists the tasks to follow. Method and path come from the reference (the interface specification does not show them); the region is not part of the path but is given per container.
    ///
    /// Source: reference.
    ///
    /// `POST /cloud/v3/inference/{project_id}/deployments` (operation `createInferenceDeployment`).
    pub fn create_inference_deployment(
        &self,
    ) -> builders::CreateInferenceDeployment<'_> {
        builders::CreateInferenceDeployment::new(self)
    }
    /// Get a bare metal server
    ///
    /// Reads one bare metal server. Its advanced DDoS protection profile is only filled in when `with_ddos` is true; otherwise `ddos_profile` is null.
    ///
    /// `GET /cloud/v1/bminstances/{project_id}/{region_id}/{server_id}` (operation `getBaremetalServer`).
    pub fn get_baremetal_server(&self) -> builders::GetBaremetalServer<'_> {
        builders::GetBaremetalServer::new(self)
    }
    /// Get a function namespace
    ///
    /// Reads one serverless function namespace, including its functions.
    ///
    /// `GET /cloud/v1/faas/namespaces/{project_id}/{region_id}/{namespace_name}` (operation `getNamespace`).
    pub fn get_namespace(&self) -> builders::GetNamespace<'_> {
        builders::GetNamespace::new(self)
    }
    /// Get the price of a Kubernetes cluster
    ///
    /// Returns the price of an existing Kubernetes cluster, split into instances, public IPs and volumes, together with the total.
    ///
    /// `GET /cloud/v2/pricing/{project_id}/{region_id}/k8s/clusters/{cluster_name}` (operation `getK8sClusterPrice`).
    pub fn get_k8s_cluster_price(&self) -> builders::GetK8sClusterPrice<'_> {
        builders::GetK8sClusterPrice::new(self)
    }
    /// Create a GPU cluster (deprecated)
    ///
    /// Deprecated: use `/v3/gpu/baremetal/{project_id}/{region_id}/clusters` instead (per the reference, `POST /cloud/v3/gpu/baremetal/{project_id}/{region_id}/clusters`). Starts the creation of a cluster of one or more GPU servers and answers with the tasks to follow. Method and path of this operation come from the reference; the interface specification does not show them.
    ///
    /// Source: reference.
    ///
    /// `POST /cloud/v1/ai/clusters/gpu/{project_id}/{region_id}` (operation `createGpuCluster`).
    #[deprecated(
        note = "Deprecated: use `/v3/gpu/baremetal/{project_id}/{region_id}/clusters` instead (per the reference, `POST /cloud/v3/gpu/baremetal/{project_id}/{region_id}/clusters`)"
    )]
    pub fn create_gpu_cluster(&self) -> builders::CreateGpuCluster<'_> {
        builders::CreateGpuCluster::new(self)
    }
    /// Create a Kubernetes node pool
    ///
    /// Starts adding a node pool to a Kubernetes cluster and answers with the tasks to follow.
    ///
    /// `POST /cloud/v2/k8s/clusters/{project_id}/{region_id}/{cluster_name}/pools` (operation `createK8sPool`).
    pub fn create_k8s_pool(&self) -> builders::CreateK8sPool<'_> {
        builders::CreateK8sPool::new(self)
    }
    /// Create a file share
    ///
    /// Starts the creation of an NFS file share and answers with the tasks to follow.
    ///
    /// `POST /cloud/v1/file_shares/{project_id}/{region_id}` (operation `createFileShare`).
    pub fn create_file_share(&self) -> builders::CreateFileShare<'_> {
        builders::CreateFileShare::new(self)
    }
    /// Create a bare metal server
    ///
    /// Starts the creation of a bare metal server from an image or an application template and answers with the tasks to follow. Method and path come from the reference; the interface specification does not show them.
    ///
    /// Source: reference.
    ///
    /// `POST /cloud/v1/bminstances/{project_id}/{region_id}` (operation `createBaremetalServer`).
    pub fn create_baremetal_server(&self) -> builders::CreateBaremetalServer<'_> {
        builders::CreateBaremetalServer::new(self)
    }
    /// Create a load balancer
    ///
    /// Starts the creation of a load balancer, optionally with listeners, pools and members, and answers with the tasks to follow. Method and path come from the reference; the interface specification does not show them.
    ///
    /// Source: reference.
    ///
    /// `POST /cloud/v1/loadbalancers/{project_id}/{region_id}` (operation `createLoadBalancer`).
    pub fn create_load_balancer(&self) -> builders::CreateLoadBalancer<'_> {
        builders::CreateLoadBalancer::new(self)
    }
    /// Get a task
    ///
    /// Reads one asynchronous task. Callers poll this operation until `state` is FINISHED (success) or ERROR (failure, with the reason in `error`). The interface specification writes the path as `/v1/tasks/{task_id}`; the reference places it under `/cloud`, which is used here.
    ///
    /// Source: reference.
    ///
    /// `GET /cloud/v1/tasks/{task_id}` (operation `getTask`).
    pub fn get_task(&self) -> builders::GetTask<'_> {
        builders::GetTask::new(self)
    }
}
/// Request builders, one per operation.
pub mod builders {
    use super::super::types;
    /// Request builder for `checkPostgresQuota` (POST `/cloud/v1/dbaas/postgres/check_limit/{project_id}/{region_id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct CheckPostgresQuota<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        body: Option<types::PostgresQuotaCheckRequest>,
    }
    impl<'a> CheckPostgresQuota<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                body: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::PostgresQuotaCheckRequest) -> Self {
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
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
            let (Some(param_project_id), Some(param_region_id)) = (
                param_project_id,
                param_region_id,
            ) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "checkPostgresQuota",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/cloud/v1/dbaas/postgres/check_limit/{project_id}/{region_id}",
                format!(
                    "/cloud/v1/dbaas/postgres/check_limit/{}/{}",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                ),
            );
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
            Output = Result<types::QuotaRecord, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("checkPostgresQuota"),
                )
        }
    }
    /// Request builder for `listFunctions` (GET `/cloud/v1/faas/namespaces/{project_id}/{region_id}/{namespace_name}/functions`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct ListFunctions<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        namespace_name: Option<types::NamespaceName>,
        limit: Option<types::ListFunctionsLimit>,
        offset: Option<types::ListFunctionsOffset>,
        order_by: Option<types::ListFunctionsOrderBy>,
        search: Option<types::ListFunctionsSearch>,
    }
    impl<'a> ListFunctions<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                namespace_name: None,
                limit: None,
                offset: None,
                order_by: None,
                search: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// `namespace_name` (path parameter, required).
        ///
        /// Name of the serverless function namespace.
        pub fn namespace_name(mut self, value: types::NamespaceName) -> Self {
            self.namespace_name = Some(value);
            self
        }
        /// `limit` (query parameter).
        ///
        /// Largest number of functions to return in one page (at most 1000).
        pub fn limit(mut self, value: types::ListFunctionsLimit) -> Self {
            self.limit = Some(value);
            self
        }
        /// `offset` (query parameter).
        ///
        /// Number of functions to skip before the first one returned.
        pub fn offset(mut self, value: types::ListFunctionsOffset) -> Self {
            self.offset = Some(value);
            self
        }
        /// `order_by` (query parameter).
        ///
        /// Sort order of the returned functions.
        pub fn order_by(mut self, value: types::ListFunctionsOrderBy) -> Self {
            self.order_by = Some(value);
            self
        }
        /// `search` (query parameter).
        ///
        /// Text filter on the functions. The interface specification does not name this parameter; the name `search` comes from the reference SDKs.
        ///
        /// Source: reference.
        pub fn search(mut self, value: types::ListFunctionsSearch) -> Self {
            self.search = Some(value);
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
                        .and_then(|v| v.parse().ok())
                });
            let param_namespace_name = self.namespace_name.clone();
            let param_limit = self.limit;
            let param_offset = self.offset;
            let param_order_by = self.order_by.clone();
            let param_search = self.search.clone();
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
            );
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "namespace_name",
                param_namespace_name.is_some(),
            );
            'constraints: {
                if self.skip_validation {
                    break 'constraints;
                }
                if let Some(v) = &param_namespace_name {
                    let base = ::oapigen_runtime::Path::ROOT.key("$path");
                    let p = &base.key("namespace_name");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
                if let Some(v) = &param_limit {
                    let base = ::oapigen_runtime::Path::ROOT.key("$query");
                    let p = &base.key("limit");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
                if let Some(v) = &param_offset {
                    let base = ::oapigen_runtime::Path::ROOT.key("$query");
                    let p = &base.key("offset");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
                if let Some(v) = &param_order_by {
                    let base = ::oapigen_runtime::Path::ROOT.key("$query");
                    let p = &base.key("order_by");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
                if let Some(v) = &param_search {
                    let base = ::oapigen_runtime::Path::ROOT.key("$query");
                    let p = &base.key("search");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
            }
            violations.into_result()?;
            let (
                Some(param_project_id),
                Some(param_region_id),
                Some(param_namespace_name),
            ) = (param_project_id, param_region_id, param_namespace_name) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "listFunctions",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/cloud/v1/faas/namespaces/{project_id}/{region_id}/{namespace_name}/functions",
                format!(
                    "/cloud/v1/faas/namespaces/{}/{}/{}/functions",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                    ::oapigen_runtime::encode_path_segment(&param_namespace_name),
                ),
            );
            'param: {
                let Some(v) = &param_limit else {
                    break 'param;
                };
                request = request.query("limit", v);
            }
            'param: {
                let Some(v) = &param_offset else {
                    break 'param;
                };
                request = request.query("offset", v);
            }
            'param: {
                let Some(v) = &param_order_by else {
                    break 'param;
                };
                request = request.query("order_by", v);
            }
            'param: {
                let Some(v) = &param_search else {
                    break 'param;
                };
                request = request.query("search", v);
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::FunctionList, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("listFunctions"),
                )
        }
        /// Every item across all pages, fetched lazily page by page. Starts at the `offset` set on this request (default 0); the next offset is the previous one plus the number of items received, until `count` is reached or a page is empty. Pages hold at most 1000 items (the documented maximum).
        pub fn stream(
            self,
        ) -> impl ::oapigen_runtime::reexports::futures_core::Stream<
            Item = Result<types::Function, ::oapigen_runtime::Error>,
        > + 'a {
            let start = self
                .offset
                .as_ref()
                .map(|v| u64::try_from(v.get()).unwrap_or(0))
                .unwrap_or(0);
            let page_size = self
                .limit
                .as_ref()
                .map(|v| u64::try_from(v.get()).unwrap_or(0))
                .unwrap_or(1000);
            ::oapigen_runtime::paginate(
                start,
                page_size,
                move |offset, limit| {
                    let mut page = self.clone();
                    async move {
                        page.offset = Some(
                            types::ListFunctionsOffset::try_from(
                                i64::try_from(offset).unwrap_or(i64::MAX),
                            )?,
                        );
                        page.limit = Some(
                            types::ListFunctionsLimit::try_from(
                                i64::try_from(limit).unwrap_or(i64::MAX),
                            )?,
                        );
                        let response = page.send().await?;
                        let count = Some(&response.count)
                            .map(|c| u64::try_from(c.get()).unwrap_or(0));
                        Ok(::oapigen_runtime::Page {
                            items: response.results,
                            count,
                        })
                    }
                },
            )
        }
        /// Every item of every page, collected (see [`stream`](Self::stream)).
        pub async fn collect_all(
            self,
        ) -> Result<Vec<types::Function>, ::oapigen_runtime::Error> {
            ::oapigen_runtime::collect_all(self.stream()).await
        }
    }
    /// Request builder for `attachVolume` (POST `/cloud/v1/volumes/{project_id}/{region_id}/{volume_id}/attach`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct AttachVolume<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        volume_id: Option<::oapigen_runtime::Uuid>,
        body: Option<types::VolumeAttachRequest>,
    }
    impl<'a> AttachVolume<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                volume_id: None,
                body: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// `volume_id` (path parameter, required).
        ///
        /// Identifier of the volume to attach.
        pub fn volume_id(mut self, value: ::oapigen_runtime::Uuid) -> Self {
            self.volume_id = Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::VolumeAttachRequest) -> Self {
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
                        .and_then(|v| v.parse().ok())
                });
            let param_volume_id = self.volume_id.clone();
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
            );
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "volume_id",
                param_volume_id.is_some(),
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
                if let Some(v) = &param_volume_id {
                    let base = ::oapigen_runtime::Path::ROOT.key("$path");
                    let p = &base.key("volume_id");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
                if let Some(body) = &self.body {
                    let root = &::oapigen_runtime::Path::ROOT;
                    ::oapigen_runtime::Validate::validate_at(body, root, out);
                }
            }
            violations.into_result()?;
            let (Some(param_project_id), Some(param_region_id), Some(param_volume_id)) = (
                param_project_id,
                param_region_id,
                param_volume_id,
            ) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "attachVolume",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/cloud/v1/volumes/{project_id}/{region_id}/{volume_id}/attach",
                format!(
                    "/cloud/v1/volumes/{}/{}/{}/attach",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                    ::oapigen_runtime::encode_path_segment(&param_volume_id),
                ),
            );
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
            Output = Result<types::Volume, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("attachVolume"),
                )
        }
    }
    /// Request builder for `updateSecurityGroup` (PATCH `/cloud/v1/securitygroups/{project_id}/{region_id}/{group_id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct UpdateSecurityGroup<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        group_id: Option<::oapigen_runtime::Uuid>,
        body: Option<types::SecurityGroupUpdateRequest>,
    }
    impl<'a> UpdateSecurityGroup<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                group_id: None,
                body: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// `group_id` (path parameter, required).
        ///
        /// Identifier of the security group.
        pub fn group_id(mut self, value: ::oapigen_runtime::Uuid) -> Self {
            self.group_id = Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::SecurityGroupUpdateRequest) -> Self {
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
                        .and_then(|v| v.parse().ok())
                });
            let param_group_id = self.group_id.clone();
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
            );
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "group_id",
                param_group_id.is_some(),
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
                if let Some(v) = &param_group_id {
                    let base = ::oapigen_runtime::Path::ROOT.key("$path");
                    let p = &base.key("group_id");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
                if let Some(body) = &self.body {
                    let root = &::oapigen_runtime::Path::ROOT;
                    ::oapigen_runtime::Validate::validate_at(body, root, out);
                }
            }
            violations.into_result()?;
            let (Some(param_project_id), Some(param_region_id), Some(param_group_id)) = (
                param_project_id,
                param_region_id,
                param_group_id,
            ) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "updateSecurityGroup",
                ::oapigen_runtime::reexports::reqwest::Method::PATCH,
                "/cloud/v1/securitygroups/{project_id}/{region_id}/{group_id}",
                format!(
                    "/cloud/v1/securitygroups/{}/{}/{}",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                    ::oapigen_runtime::encode_path_segment(&param_group_id),
                ),
            );
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
            Output = Result<types::SecurityGroup, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("updateSecurityGroup"),
                )
        }
    }
    /// Request builder for `createInferenceDeployment` (POST `/cloud/v3/inference/{project_id}/deployments`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct CreateInferenceDeployment<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        body: Option<types::InferenceDeploymentCreateRequest>,
    }
    impl<'a> CreateInferenceDeployment<'a> {
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
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::InferenceDeploymentCreateRequest) -> Self {
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
                "createInferenceDeployment",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/cloud/v3/inference/{project_id}/deployments",
                format!(
                    "/cloud/v3/inference/{}/deployments",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                ),
            );
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
            Output = Result<types::TaskIdList, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("createInferenceDeployment"),
                )
        }
        /// Sends the request, then waits until **every** task it started has finished
        /// (see [`Client::wait_for_tasks`](super::Client::wait_for_tasks)), and returns the finished tasks in order.
        pub async fn send_and_wait(
            self,
        ) -> Result<Vec<types::Task>, ::oapigen_runtime::Error> {
            let client = self.client;
            let response = self.send().await?;
            let ids = Some(&response.tasks)
                .map(|ids| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>())
                .unwrap_or_default();
            client.wait_for_tasks(&ids).await
        }
    }
    /// Request builder for `getBaremetalServer` (GET `/cloud/v1/bminstances/{project_id}/{region_id}/{server_id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct GetBaremetalServer<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        server_id: Option<::oapigen_runtime::Uuid>,
        with_ddos: Option<bool>,
    }
    impl<'a> GetBaremetalServer<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                server_id: None,
                with_ddos: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// `server_id` (path parameter, required).
        ///
        /// Identifier of the server.
        pub fn server_id(mut self, value: ::oapigen_runtime::Uuid) -> Self {
            self.server_id = Some(value);
            self
        }
        /// `with_ddos` (query parameter).
        ///
        /// When true, the answer includes the advanced DDoS protection profile.
        pub fn with_ddos(mut self, value: bool) -> Self {
            self.with_ddos = Some(value);
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
                        .and_then(|v| v.parse().ok())
                });
            let param_server_id = self.server_id.clone();
            let param_with_ddos = self.with_ddos;
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
            );
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "server_id",
                param_server_id.is_some(),
            );
            'constraints: {
                if self.skip_validation {
                    break 'constraints;
                }
                if let Some(v) = &param_server_id {
                    let base = ::oapigen_runtime::Path::ROOT.key("$path");
                    let p = &base.key("server_id");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
            }
            violations.into_result()?;
            let (Some(param_project_id), Some(param_region_id), Some(param_server_id)) = (
                param_project_id,
                param_region_id,
                param_server_id,
            ) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "getBaremetalServer",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/cloud/v1/bminstances/{project_id}/{region_id}/{server_id}",
                format!(
                    "/cloud/v1/bminstances/{}/{}/{}",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                    ::oapigen_runtime::encode_path_segment(&param_server_id),
                ),
            );
            'param: {
                let Some(v) = &param_with_ddos else {
                    break 'param;
                };
                request = request.query("with_ddos", v);
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::BaremetalServer, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("getBaremetalServer"),
                )
        }
    }
    /// Request builder for `getNamespace` (GET `/cloud/v1/faas/namespaces/{project_id}/{region_id}/{namespace_name}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct GetNamespace<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        namespace_name: Option<types::NamespaceName>,
    }
    impl<'a> GetNamespace<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                namespace_name: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// `namespace_name` (path parameter, required).
        ///
        /// Name of the serverless function namespace.
        pub fn namespace_name(mut self, value: types::NamespaceName) -> Self {
            self.namespace_name = Some(value);
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
                        .and_then(|v| v.parse().ok())
                });
            let param_namespace_name = self.namespace_name.clone();
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
            );
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "namespace_name",
                param_namespace_name.is_some(),
            );
            'constraints: {
                if self.skip_validation {
                    break 'constraints;
                }
                if let Some(v) = &param_namespace_name {
                    let base = ::oapigen_runtime::Path::ROOT.key("$path");
                    let p = &base.key("namespace_name");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
            }
            violations.into_result()?;
            let (
                Some(param_project_id),
                Some(param_region_id),
                Some(param_namespace_name),
            ) = (param_project_id, param_region_id, param_namespace_name) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let request = ::oapigen_runtime::Request::new(
                "getNamespace",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/cloud/v1/faas/namespaces/{project_id}/{region_id}/{namespace_name}",
                format!(
                    "/cloud/v1/faas/namespaces/{}/{}/{}",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                    ::oapigen_runtime::encode_path_segment(&param_namespace_name),
                ),
            );
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::Namespace, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("getNamespace"),
                )
        }
    }
    /// Request builder for `getK8sClusterPrice` (GET `/cloud/v2/pricing/{project_id}/{region_id}/k8s/clusters/{cluster_name}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct GetK8sClusterPrice<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        cluster_name: Option<String>,
    }
    impl<'a> GetK8sClusterPrice<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                cluster_name: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// `cluster_name` (path parameter, required).
        ///
        /// Name of the Kubernetes cluster.
        pub fn cluster_name(mut self, value: impl Into<String>) -> Self {
            self.cluster_name = Some(value.into());
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
                        .and_then(|v| v.parse().ok())
                });
            let param_cluster_name = self.cluster_name.clone();
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
            );
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "cluster_name",
                param_cluster_name.is_some(),
            );
            violations.into_result()?;
            let (
                Some(param_project_id),
                Some(param_region_id),
                Some(param_cluster_name),
            ) = (param_project_id, param_region_id, param_cluster_name) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let request = ::oapigen_runtime::Request::new(
                "getK8sClusterPrice",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/cloud/v2/pricing/{project_id}/{region_id}/k8s/clusters/{cluster_name}",
                format!(
                    "/cloud/v2/pricing/{}/{}/k8s/clusters/{}",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                    ::oapigen_runtime::encode_path_segment(&param_cluster_name),
                ),
            );
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::K8sClusterPrice, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("getK8sClusterPrice"),
                )
        }
    }
    /// Request builder for `createGpuCluster` (POST `/cloud/v1/ai/clusters/gpu/{project_id}/{region_id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct CreateGpuCluster<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        body: Option<types::GpuClusterCreateRequest>,
    }
    impl<'a> CreateGpuCluster<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                body: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::GpuClusterCreateRequest) -> Self {
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
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
            let (Some(param_project_id), Some(param_region_id)) = (
                param_project_id,
                param_region_id,
            ) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "createGpuCluster",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/cloud/v1/ai/clusters/gpu/{project_id}/{region_id}",
                format!(
                    "/cloud/v1/ai/clusters/gpu/{}/{}",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                ),
            );
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
            Output = Result<types::TaskIdList, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("createGpuCluster"),
                )
        }
        /// Sends the request, then waits until **every** task it started has finished
        /// (see [`Client::wait_for_tasks`](super::Client::wait_for_tasks)), and returns the finished tasks in order.
        pub async fn send_and_wait(
            self,
        ) -> Result<Vec<types::Task>, ::oapigen_runtime::Error> {
            let client = self.client;
            let response = self.send().await?;
            let ids = Some(&response.tasks)
                .map(|ids| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>())
                .unwrap_or_default();
            client.wait_for_tasks(&ids).await
        }
    }
    /// Request builder for `createK8sPool` (POST `/cloud/v2/k8s/clusters/{project_id}/{region_id}/{cluster_name}/pools`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct CreateK8sPool<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        cluster_name: Option<String>,
        body: Option<types::K8sPoolCreateRequest>,
    }
    impl<'a> CreateK8sPool<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                cluster_name: None,
                body: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// `cluster_name` (path parameter, required).
        ///
        /// Name of the Kubernetes cluster.
        pub fn cluster_name(mut self, value: impl Into<String>) -> Self {
            self.cluster_name = Some(value.into());
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::K8sPoolCreateRequest) -> Self {
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
                        .and_then(|v| v.parse().ok())
                });
            let param_cluster_name = self.cluster_name.clone();
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
            );
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "cluster_name",
                param_cluster_name.is_some(),
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
            let (
                Some(param_project_id),
                Some(param_region_id),
                Some(param_cluster_name),
            ) = (param_project_id, param_region_id, param_cluster_name) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "createK8sPool",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/cloud/v2/k8s/clusters/{project_id}/{region_id}/{cluster_name}/pools",
                format!(
                    "/cloud/v2/k8s/clusters/{}/{}/{}/pools",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                    ::oapigen_runtime::encode_path_segment(&param_cluster_name),
                ),
            );
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
            Output = Result<types::TaskIdList, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("createK8sPool"),
                )
        }
        /// Sends the request, then waits until **every** task it started has finished
        /// (see [`Client::wait_for_tasks`](super::Client::wait_for_tasks)), and returns the finished tasks in order.
        pub async fn send_and_wait(
            self,
        ) -> Result<Vec<types::Task>, ::oapigen_runtime::Error> {
            let client = self.client;
            let response = self.send().await?;
            let ids = Some(&response.tasks)
                .map(|ids| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>())
                .unwrap_or_default();
            client.wait_for_tasks(&ids).await
        }
    }
    /// Request builder for `createFileShare` (POST `/cloud/v1/file_shares/{project_id}/{region_id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct CreateFileShare<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        body: Option<types::FileShareCreateRequest>,
    }
    impl<'a> CreateFileShare<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                body: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::FileShareCreateRequest) -> Self {
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
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
            let (Some(param_project_id), Some(param_region_id)) = (
                param_project_id,
                param_region_id,
            ) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "createFileShare",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/cloud/v1/file_shares/{project_id}/{region_id}",
                format!(
                    "/cloud/v1/file_shares/{}/{}",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                ),
            );
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
            Output = Result<types::TaskIdList, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("createFileShare"),
                )
        }
        /// Sends the request, then waits until **every** task it started has finished
        /// (see [`Client::wait_for_tasks`](super::Client::wait_for_tasks)), and returns the finished tasks in order.
        pub async fn send_and_wait(
            self,
        ) -> Result<Vec<types::Task>, ::oapigen_runtime::Error> {
            let client = self.client;
            let response = self.send().await?;
            let ids = Some(&response.tasks)
                .map(|ids| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>())
                .unwrap_or_default();
            client.wait_for_tasks(&ids).await
        }
    }
    /// Request builder for `createBaremetalServer` (POST `/cloud/v1/bminstances/{project_id}/{region_id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct CreateBaremetalServer<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        body: Option<types::BaremetalServerCreateRequest>,
    }
    impl<'a> CreateBaremetalServer<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                body: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::BaremetalServerCreateRequest) -> Self {
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
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
            let (Some(param_project_id), Some(param_region_id)) = (
                param_project_id,
                param_region_id,
            ) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "createBaremetalServer",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/cloud/v1/bminstances/{project_id}/{region_id}",
                format!(
                    "/cloud/v1/bminstances/{}/{}",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                ),
            );
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
            Output = Result<types::TaskIdList, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("createBaremetalServer"),
                )
        }
        /// Sends the request, then waits until **every** task it started has finished
        /// (see [`Client::wait_for_tasks`](super::Client::wait_for_tasks)), and returns the finished tasks in order.
        pub async fn send_and_wait(
            self,
        ) -> Result<Vec<types::Task>, ::oapigen_runtime::Error> {
            let client = self.client;
            let response = self.send().await?;
            let ids = Some(&response.tasks)
                .map(|ids| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>())
                .unwrap_or_default();
            client.wait_for_tasks(&ids).await
        }
    }
    /// Request builder for `createLoadBalancer` (POST `/cloud/v1/loadbalancers/{project_id}/{region_id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct CreateLoadBalancer<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        project_id: Option<i64>,
        region_id: Option<i64>,
        body: Option<types::LoadBalancerCreateRequest>,
    }
    impl<'a> CreateLoadBalancer<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                project_id: None,
                region_id: None,
                body: None,
            }
        }
        /// `project_id` (path parameter, required).
        ///
        /// Project identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn project_id(mut self, value: i64) -> Self {
            self.project_id = Some(value);
            self
        }
        /// `region_id` (path parameter, required).
        ///
        /// Region identifier.
        ///
        /// When not set, the client's default for this parameter is used.
        pub fn region_id(mut self, value: i64) -> Self {
            self.region_id = Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::LoadBalancerCreateRequest) -> Self {
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
            let param_region_id = self
                .region_id
                .or_else(|| {
                    self
                        .client
                        .transport
                        .default_param("region_id")
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
                &path_params,
                "region_id",
                param_region_id.is_some(),
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
            let (Some(param_project_id), Some(param_region_id)) = (
                param_project_id,
                param_region_id,
            ) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "createLoadBalancer",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/cloud/v1/loadbalancers/{project_id}/{region_id}",
                format!(
                    "/cloud/v1/loadbalancers/{}/{}",
                    ::oapigen_runtime::encode_path_segment(&param_project_id),
                    ::oapigen_runtime::encode_path_segment(&param_region_id),
                ),
            );
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
            Output = Result<types::TaskIdList, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("createLoadBalancer"),
                )
        }
        /// Sends the request, then waits until **every** task it started has finished
        /// (see [`Client::wait_for_tasks`](super::Client::wait_for_tasks)), and returns the finished tasks in order.
        pub async fn send_and_wait(
            self,
        ) -> Result<Vec<types::Task>, ::oapigen_runtime::Error> {
            let client = self.client;
            let response = self.send().await?;
            let ids = Some(&response.tasks)
                .map(|ids| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>())
                .unwrap_or_default();
            client.wait_for_tasks(&ids).await
        }
    }
    /// Request builder for `getTask` (GET `/cloud/v1/tasks/{task_id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct GetTask<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        task_id: Option<String>,
    }
    impl<'a> GetTask<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                task_id: None,
            }
        }
        /// `task_id` (path parameter, required).
        ///
        /// Identifier of the task, as returned in a task list.
        pub fn task_id(mut self, value: impl Into<String>) -> Self {
            self.task_id = Some(value.into());
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
            let param_task_id = self.task_id.clone();
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            let path_params = ::oapigen_runtime::Path::ROOT.key("$path");
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "task_id",
                param_task_id.is_some(),
            );
            violations.into_result()?;
            let (Some(param_task_id),) = (param_task_id,) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let request = ::oapigen_runtime::Request::new(
                "getTask",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/cloud/v1/tasks/{task_id}",
                format!(
                    "/cloud/v1/tasks/{}",
                    ::oapigen_runtime::encode_path_segment(&param_task_id),
                ),
            );
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::Task, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| response.json("getTask"))
        }
    }
}
