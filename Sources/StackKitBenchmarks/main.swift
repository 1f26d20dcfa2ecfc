print("stackkit-bench: workloads arrive in the next commit")
