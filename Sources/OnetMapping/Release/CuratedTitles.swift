/// Job titles today's postings use that O*NET's title lists lack, or list only under an
/// occupation no posting means ("Full Stack Developer" appears in O*NET 27.0 only under
/// Photographic Process Workers), each with the O*NET-SOC code a person would give it. They
/// are added to the index's titles at import (kind `curated`) when the release has the
/// occupation; an exact match with one decides the code (`OccupationCoder.Weights.curated`).
/// The accuracy benchmark never holds them out (it codes O*NET's own titles) and hides them
/// with any O*NET title of the same normalized form.
enum CuratedTitles {
    static let all: [(title: String, code: String)] = [
        ("Backend Engineer", "15-1252.00"), ("Back End Engineer", "15-1252.00"), ("Backend Developer", "15-1252.00"),
        ("Back End Developer", "15-1252.00"), ("Backend Software Engineer", "15-1252.00"),
        ("Full Stack Engineer", "15-1252.00"), ("Full Stack Developer", "15-1252.00"), ("Fullstack Engineer", "15-1252.00"),
        ("Fullstack Developer", "15-1252.00"), ("Full Stack Software Engineer", "15-1252.00"),
        ("Platform Engineer", "15-1252.00"), ("Mobile Engineer", "15-1252.00"), ("Mobile Developer", "15-1252.00"),
        ("iOS Engineer", "15-1252.00"), ("Android Engineer", "15-1252.00"), ("Software Development Engineer", "15-1252.00"),
        ("Site Reliability Engineer", "15-1252.00"),
        ("Frontend Engineer", "15-1254.00"), ("Front End Engineer", "15-1254.00"), ("Frontend Developer", "15-1254.00"),
        ("Front End Software Engineer", "15-1254.00"), ("React Developer", "15-1254.00"), ("Web Engineer", "15-1254.00"),
        ("Customer Success Manager", "13-1199.00"), ("Customer Success Specialist", "13-1199.00"),
        ("Solutions Consultant", "41-9031.00"), ("Software Development Engineer in Test", "15-1253.00"),
        ("Product Owner", "15-1299.09"), ("Crew Member", "35-3023.00"), ("General Labor", "53-7062.00"), ("General Laborer", "53-7062.00"),
        // Common posting titles O*NET lists under an occupation other than the one a coder
        // following the SOC gives them (or under several, the usual one not first).
        ("Administrative Assistant", "43-6014.00"), ("Operations Manager", "11-1021.00"),
        ("Project Manager", "13-1082.00"), ("Project Coordinator", "13-1082.00"),
        ("Medical Laboratory Scientist", "29-2011.00"), ("Patient Care Technician", "31-1131.00"),
        ("Direct Support Professional", "31-1122.00"), ("Caregiver", "31-1122.00"),
        ("Account Executive", "41-3091.00"), ("Sales Assistant", "41-2031.00"), ("Room Attendant", "37-2012.00"),
        ("Marketing Coordinator", "13-1161.00"), ("Marketing Executive", "13-1161.00"), ("Growth Hacker", "13-1161.00"),
        ("Payroll Administrator", "43-3051.00"), ("Controller", "11-3031.01"),
        // British, Irish and Australian job-board titles O*NET's (US) lists lack.
        ("Kitchen Porter", "35-9021.00"), ("Healthcare Assistant", "31-1131.00"), ("Healthcare Support Worker", "31-1131.00"),
        ("Support Worker", "31-1122.00"), ("Care Assistant", "31-1122.00"), ("Carer", "31-1122.00"),
        ("Domiciliary Carer", "31-1122.00"), ("Door Supervisor", "33-9032.00"), ("Lettings Negotiator", "41-9022.00"),
        ("Estate Agent", "41-9022.00"), ("Nursery Practitioner", "39-9011.00"), ("Nursery Nurse", "39-9011.00"),
        ("HGV Driver", "53-3032.00"), ("Multi-drop Driver", "53-3033.00"), ("Shop Assistant", "41-2031.00"),
        ("Retail Assistant", "41-2031.00"), ("Commis Chef", "35-2014.00"), ("Warehouse Operative", "53-7062.00"),
        ("Cleaning Operative", "37-2011.00"), ("Customer Service Advisor", "43-4051.00"), ("Accounts Assistant", "43-3031.00"),
        ("Purchase Ledger Clerk", "43-3031.00"), ("Pharmacy Dispenser", "29-2052.00"), ("Groundworker", "47-2061.00"),
        ("Bar Staff", "35-3011.00"), ("Cover Supervisor", "25-3031.00"), ("Maintenance Operative", "49-9071.00"),
        ("Site Engineer", "17-2051.00"),
        // Common posting titles (US, UK, Canadian, Australian) that O*NET lists under several
        // occupations, the one a posting means not first, or not at all.
        ("Cleaner", "37-2011.00"), ("Commercial Cleaner", "37-2011.00"), ("Environmental Services Technician", "37-2011.00"),
        ("Environmental Services Associate", "37-2011.00"), ("Assembler", "51-2092.00"), ("Production Operative", "51-9199.00"),
        ("Buyer", "13-1022.00"), ("Purchasing Agent", "13-1023.00"), ("Meat Cutter", "51-3021.00"), ("Prep Cook", "35-2021.00"),
        ("Sandwich Artist", "35-3023.00"), ("Host", "35-9031.00"), ("Shift Manager", "35-1012.00"),
        ("Call Center Agent", "43-4051.00"), ("Patient Access Representative", "43-4171.00"),
        ("Office Administrator", "43-6014.00"), ("Credit Controller", "43-3011.00"),
        ("Fulfillment Center Associate", "53-7062.00"), ("Fulfillment Associate", "53-7062.00"),
        ("Reach Truck Driver", "53-7051.00"), ("Reach Truck Operator", "53-7051.00"), ("Delivery Associate", "53-3033.00"),
        ("NEMT Driver", "53-3053.00"), ("Flagger", "33-9091.00"),
        ("Keyholder", "41-1011.00"), ("Store Team Leader", "41-1011.00"), ("Front End Associate", "41-2011.00"),
        ("Store Associate", "41-2031.00"), ("Retail Team Member", "41-2031.00"), ("Customer Assistant", "41-2031.00"),
        ("Car Sales Executive", "41-2031.00"), ("Sales Executive", "41-4012.00"), ("Key Account Manager", "41-4012.00"),
        ("Business Development Representative", "41-3091.00"), ("Telesales Executive", "41-9041.00"),
        ("Appointment Setter", "41-9041.00"), ("Solutions Engineer", "41-9031.00"),
        ("Marketing Specialist", "13-1161.00"), ("Digital Marketing Specialist", "13-1161.00"),
        ("Social Media Coordinator", "13-1161.00"), ("Content Writer", "27-3043.00"), ("Quality Engineer", "17-2112.00"),
        ("Site Manager", "11-9021.00"), ("Practice Manager", "11-9111.00"), ("Registered Manager", "11-9111.00"),
        ("Assistant Principal", "11-9032.00"), ("Vice Principal", "11-9032.00"),
        ("Teaching Assistant", "25-9042.00"), ("Early Childhood Educator", "25-2011.00"),
        ("Registered Practical Nurse", "29-2061.00"), ("Mental Health Therapist", "21-1014.00"),
        ("Outpatient Therapist", "21-1014.00"), ("Disability Support Worker", "31-1122.00"), ("Aged Care Worker", "31-1122.00"),
        ("Gas Engineer", "49-9021.00"), ("Vehicle Technician", "49-3023.00"), ("Heavy Duty Technician", "49-3042.00"),
        ("Painter and Decorator", "47-2141.00"), ("Joiner", "47-2031.00"), ("Solicitor", "23-1011.00"),
        ("Painter", "47-2141.00"), ("Mechanic", "49-3023.00"), ("Van Driver", "53-3033.00"),
        ("Field Service Engineer", "49-2094.00"), ("Food Production Operative", "51-3099.00"),
        ("Assistant Manager", "41-1011.00"), ("Shift Supervisor", "41-1011.00"), ("District Manager", "11-1021.00"),
        ("Facilities Manager", "11-3013.00"), ("Business Development Manager", "11-2022.00"),
        ("Account Manager", "41-3091.00"), ("Service Advisor", "41-3091.00"), ("Administrator", "43-9061.00"),
        ("Compliance Officer", "13-1041.00"), ("Systems Engineer", "15-1299.08"),
        ("Case Manager", "21-1093.00"), ("Youth Worker", "21-1093.00"), ("Residential Support Worker", "39-9041.00"),
        ("Supply Teacher", "25-3031.00"), ("Lecturer", "25-1199.00"),
        ("Warehouse Supervisor", "53-1042.00"), ("Mental Health Nurse", "29-1141.00"), ("SIA Door Supervisor", "33-9032.00"),
        ("Shift Leader", "35-1012.00"), ("Shift Lead", "35-1012.00"), ("Retail Shift Leader", "41-1011.00"),
        ("Retail Shift Lead", "41-1011.00"), ("Building Maintenance Technician", "49-9071.00"), ("Kitchen Hand", "35-9021.00"),
        ("Parts Sales Associate", "41-2022.00"), ("Auto Parts Sales Associate", "41-2022.00"), ("HR Coordinator", "13-1071.00"),
        ("Early Years Practitioner", "39-9011.00"), ("Early Years Educator", "39-9011.00"), ("Clerical Officer", "43-9061.00"),
        ("Social Media Manager", "13-1161.00"), ("Sales Negotiator", "41-9022.00"), ("Plumbing and Heating Engineer", "47-2152.00"),
        ("Distribution Operations Manager", "11-3071.00"), ("Firefighter/EMT", "33-2011.00"),
        ("Receptionist/Administrator", "43-4171.00"), ("QA Tester", "15-1253.00"),
    ]
}
