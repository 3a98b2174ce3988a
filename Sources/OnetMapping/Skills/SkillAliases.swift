/// Curated spellings of technologies that job postings and resumes use but O*NET does not,
/// each with the O*NET technology example it stands for.
enum SkillAliases {
    static let all: [(alias: String, canonical: String)] = [
        ("js", "JavaScript"), ("javascript", "JavaScript"), ("ecmascript", "JavaScript"),
        ("ts", "TypeScript"), ("typescript", "TypeScript"),
        ("k8s", "Kubernetes"), ("kubernetes", "Kubernetes"),
        ("ms excel", "Microsoft Excel"), ("excel", "Microsoft Excel"), ("ms word", "Microsoft Word"),
        ("ms office", "Microsoft Office"), ("ms powerpoint", "Microsoft PowerPoint"), ("powerpoint", "Microsoft PowerPoint"),
        ("ms access", "Microsoft Access"), ("ms project", "Microsoft Project"), ("outlook", "Microsoft Outlook"),
        ("sharepoint", "Microsoft SharePoint"), ("visio", "Microsoft Visio"), ("power bi", "Microsoft Power BI"),
        ("powerbi", "Microsoft Power BI"), ("ms teams", "Microsoft Teams"), ("azure", "Microsoft Azure"),
        ("ms sql server", "Microsoft SQL Server"), ("mssql", "Microsoft SQL Server"), ("sql server", "Microsoft SQL Server"),
        ("powershell", "Microsoft PowerShell"), (".net", "Microsoft .NET Framework"), ("dotnet", "Microsoft .NET Framework"),
        ("aws", "Amazon Web Services AWS software"), ("amazon web services", "Amazon Web Services AWS software"),
        ("gcp", "Google Cloud software"), ("google cloud", "Google Cloud software"),
        ("golang", "Go"), ("nodejs", "Node.js"), ("node.js", "Node.js"), ("node js", "Node.js"),
        ("reactjs", "React"), ("react.js", "React"), ("react", "React"),
        ("postgres", "PostgreSQL"), ("postgresql", "PostgreSQL"), ("mysql", "MySQL"), ("mongo", "MongoDB"),
        ("mongodb", "MongoDB"), ("nosql", "NoSQL"), ("sql", "Structured query language SQL"),
        ("sklearn", "scikit-learn"), ("scikit-learn", "scikit-learn"), ("tensorflow", "TensorFlow"),
        ("pytorch", "PyTorch"), ("pandas", "pandas"), ("numpy", "NumPy"),
        ("cpp", "C++"), ("c++", "C++"), ("c#", "C#"), ("csharp", "C#"),
        ("java", "Oracle Java"), ("python", "Python"), ("ruby on rails", "Ruby on Rails"), ("rails", "Ruby on Rails"),
        ("jira", "Atlassian JIRA"), ("confluence", "Atlassian Confluence"), ("git", "Git"), ("github", "GitHub"),
        ("docker", "Docker"), ("jenkins", "Jenkins CI"), ("ansible", "Ansible software"), ("terraform", "Terraform"),
        ("spark", "Apache Spark"), ("pyspark", "Apache Spark"), ("hadoop", "Apache Hadoop"), ("kafka", "Apache Kafka"),
        ("airflow", "Apache Airflow"), ("tableau", "Tableau"), ("looker", "Looker"), ("snowflake", "Snowflake"),
        ("salesforce", "Salesforce software"), ("sfdc", "Salesforce software"), ("hubspot", "HubSpot software"),
        ("quickbooks", "Intuit QuickBooks"), ("autocad", "Autodesk AutoCAD"), ("revit", "Autodesk Revit"),
        ("solidworks", "Dassault Systemes SolidWorks"), ("photoshop", "Adobe Photoshop"), ("illustrator", "Adobe Illustrator"),
        ("indesign", "Adobe InDesign"), ("figma", "Figma"), ("matlab", "The MathWorks MATLAB"),
        ("spss", "IBM SPSS Statistics"), ("stata", "StataCorp Stata"), ("arcgis", "ESRI ArcGIS software"),
        ("html", "Hypertext markup language HTML"), ("html5", "Hypertext markup language HTML"),
        ("css", "Cascading style sheets CSS"), ("xml", "Extensible markup language XML"), ("json", "JavaScript Object Notation JSON"),
        ("linux", "Linux"), ("unix", "UNIX"), ("bash", "Bash"), ("epic", "Epic Systems"), ("cerner", "Cerner Millennium"),
        ("sap", "SAP software"), ("slack", "Slack"), ("zoom", "Zoom"), ("redis", "Redis"), ("elasticsearch", "Elasticsearch"),
        ("graphql", "GraphQL"), ("django", "Django"), ("flask", "Flask"), ("angular", "Angular"), ("vue", "Vue.js"),
        ("vue.js", "Vue.js"), ("kotlin", "Kotlin"), ("swift", "Apple Swift"), ("rust", "Rust"), ("php", "PHP"),
    ]

    /// Vendor names O*NET puts before a product ("Microsoft Excel"); the product alone is matched too.
    static let vendors = [
        "Adobe Systems", "Adobe", "Microsoft", "Oracle", "The MathWorks", "IBM", "Google", "Apache", "Amazon Web Services",
        "Amazon", "Autodesk", "ESRI", "Apple", "Atlassian", "Intuit", "Cisco", "Red Hat", "Dassault Systemes",
        "SAP", "Salesforce", "Epic Systems", "Cerner", "StataCorp", "JetBrains", "Bentley Systems", "Trimble",
    ]

    /// Product names too common as English words to match without their vendor.
    static let ambiguousProducts: Set<String> = [
        "word", "access", "project", "office", "teams", "publisher", "notes", "dynamics", "forms", "lens", "go", "paint",
        "visual", "basic", "edge", "sheets", "docs", "drive", "slides", "keep", "people", "connect", "works", "server",
        "cloud", "analytics", "photos", "maps", "search", "translate", "express", "stream", "flow", "planner", "windows",
        "store", "mail", "calendar", "chat", "meet", "sites", "data", "business", "system", "systems", "software",
        "enterprise", "reports", "reporting", "manager", "hub", "plus", "pro", "one", "premiere", "bridge", "live",
    ]

    /// Skill and knowledge names that are everyday words in postings ("Design the API"), not named skills.
    static let everydayElementNames: Set<String> = [
        "design", "speaking", "writing", "monitoring", "coordination", "persuasion", "instructing", "installation",
        "repairing", "mechanical", "clerical", "transportation", "production and processing", "service orientation",
        "time management", "active listening", "learning strategies", "judgment and decision making", "operation and control",
        "equipment selection", "quality control analysis", "operations monitoring", "social perceptiveness",
    ]

    /// Alias words that mean the technology only when written the way it is named ("Go", "R", "C").
    static let caseSensitiveLength = 3
}
